import { type MatchPreview, matchPreviewRequestSchema, matchPreviewSchema } from '@flo/contract';
import { Hono } from 'hono';
import { responseFiguresOf } from '../business-dashboard/public-figures.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps, MatchCriteria } from '../deps.ts';
import { specialistCardRows } from '../geo/repository.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { specialistCards } from '../search/cards.ts';
import { matchedSpecialists } from './match-specialists.ts';
import { chatMatchCriteria } from './normalise.ts';

/** The firms an enquiry would go to, as cards with their response figures at `at`. */
function* previewMatches(on: EngineScope, criteria: MatchCriteria, at: Date): Steps<MatchPreview> {
  const firms = yield* matchedSpecialists(on, criteria);
  const cardRows = yield* specialistCardRows(
    on,
    firms.map((firm) => firm.id),
  );
  const specialists: MatchPreview['specialists'] = [];
  for (const card of yield* specialistCards(on, cardRows)) {
    specialists.push({ ...card, responseFigures: yield* responseFiguresOf(on, card.id, at) });
  }
  return { specialists };
}

/**
 * `POST /api/enquiries/matches`: the firms `POST /api/enquiries` would send this job to (up to
 * 3, in match order), each with its rating, reviews and published response figures, so the
 * chat can show them and let the visitor drop one before sending. Reads only: nobody is sent
 * anything and the round-robin order does not move. Takes no contact details.
 *
 * @example
 * app.route('/', matchPreviewRoutes(deps));
 * await app.request('/api/enquiries/matches', jsonBody({ flooringType, location, pageContext }));
 */
export function matchPreviewRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono().post(
    '/api/enquiries/matches',
    describeOperation({
      operationId: 'previewEnquiryMatches',
      summary:
        'The firms an enquiry for this job would go to, with ratings and response figures (sends nothing)',
      tag: 'Enquiries',
      body: matchPreviewRequestSchema,
      response: matchPreviewSchema,
    }),
    perIpLimit(deps, 'match-previews'),
    validate('json', matchPreviewRequestSchema),
    async (c) => {
      const criteria = chatMatchCriteria(c.req.valid('json'));
      return c.json<MatchPreview>(await deps.engine.run(previewMatches, criteria, now()));
    },
  );
}
