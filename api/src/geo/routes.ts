import {
  type ResolvedLocation,
  resolvedLocationSchema,
  resolveLocationQuerySchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { specialistsNear } from '../enquiries/match-specialists.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { specialistCards } from '../search/cards.ts';
import { placeReading } from './nearest-cities.ts';
import { specialistCardRows } from './repository.ts';

/** What a typed place reads as, with up to 3 specialists across the cities it offers. */
function* resolveLocation(
  on: EngineScope,
  q: string,
  service: string | undefined,
): Steps<ResolvedLocation> {
  const { match, nearest, choices, suggestions, distant } = yield* placeReading(on, q, service);
  const cityIds = [...nearest, ...distant].map((city) => city.id);
  const ranked = yield* specialistsNear(on, cityIds, service);
  const cardRows = yield* specialistCardRows(
    on,
    ranked.map((specialist) => specialist.id),
  );
  return {
    query: q,
    match,
    nearest: nearest.map(({ id, ...city }) => city),
    choices,
    suggestions,
    distant: distant.map(({ id, ...city }) => city),
    specialists: yield* specialistCards(on, cardRows),
  };
}

/**
 * `GET /api/locations/resolve?q=&service=`: what a typed place (postcode, outward code, city,
 * town, village, county, 'Town, County') is, the nearest served cities within 50 miles and up to
 * 3 specialists across them, ranked as enquiry matching ranks them. A name of several places
 * also lists `choices`; a place nobody within 50 miles covers lists the `distant` nearest served
 * cities and their specialists. Text that is no place answers 200 with `match: null` and the
 * closest names in `suggestions`, so Flo can ask again.
 *
 * @example
 * app.route('/', geoRoutes(deps));
 * await app.request('/api/locations/resolve?q=Stockport&service=carpet');
 */
export function geoRoutes(deps: AppDeps) {
  return new Hono().get(
    '/api/locations/resolve',
    describeOperation({
      operationId: 'resolveLocation',
      summary:
        'Understand a typed place (query q: UK postcode or outward code, city, town, village, county or "Town, County"; optional service) and answer the nearest cities with specialists within 50 miles and up to 3 specialists; a name of several places lists choices, a place with nobody within 50 miles the distant nearest cities, and unknown places answer match null with the closest names as suggestions',
      tag: 'Directory',
      response: resolvedLocationSchema,
    }),
    validate('query', resolveLocationQuerySchema),
    async (c) => {
      const { q, service: asked } = c.req.valid('query');
      const service = asked === 'other' ? undefined : asked;
      return c.json(await deps.engine.run(resolveLocation, q, service));
    },
  );
}
