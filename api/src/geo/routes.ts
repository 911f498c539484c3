import {
  type ResolvedLocation,
  resolvedLocationSchema,
  resolveLocationQuerySchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { rankSpecialistsNear } from '../enquiries/match-specialists.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { toSpecialistCards } from '../search/cards.ts';
import { nearestServedCities } from './nearest-cities.ts';
import { specialistCardRows } from './repository.ts';

/**
 * `GET /api/locations/resolve?q=&service=`: what a typed place (postcode, outward code, city,
 * town, village, county, 'Town, County') is, the nearest served cities within 50 miles and up to
 * 3 specialists across them, ranked as enquiry matching ranks them. Text that is no place
 * answers 200 with `match: null` and empty lists, so Flo can ask again.
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
        'Understand a typed place (query q: UK postcode or outward code, city, town, village, county or "Town, County"; optional service) and answer the nearest cities with specialists within 50 miles and up to 3 specialists; unknown places answer match null',
      tag: 'Directory',
      response: resolvedLocationSchema,
    }),
    validate('query', resolveLocationQuerySchema),
    (c) => {
      const { q, service: asked } = c.req.valid('query');
      const service = asked === 'other' ? undefined : asked;
      const { match, nearest } = nearestServedCities(deps.db, q, service);
      const ranked = rankSpecialistsNear(
        deps.db,
        nearest.map((city) => city.id),
        service,
      );
      const answer: ResolvedLocation = {
        query: q,
        match,
        nearest: nearest.map(({ id, ...city }) => city),
        specialists: toSpecialistCards(
          deps.db,
          specialistCardRows(
            deps.db,
            ranked.map((specialist) => specialist.id),
          ),
        ),
      };
      return c.json(answer);
    },
  );
}
