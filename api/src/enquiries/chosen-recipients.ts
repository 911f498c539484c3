import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { MatchCriteria } from '../deps.ts';
import { MAX_MATCHED_SPECIALISTS, matchedSpecialists } from './match-specialists.ts';
import type { SpecialistContact } from './rank-specialists.ts';

/**
 * How far down the match order a firm the visitor kept may have moved between the preview and
 * the sending: leads given to other enquiries meanwhile push a firm back behind its tied peers,
 * a few places at most, never 12. A firm further down, or not in the order at all, was never
 * shown for this job and is not sent to.
 */
export const CHOSEN_FIRM_POOL = MAX_MATCHED_SPECIALISTS * 4;

/**
 * Who receives an enquiry. Without a choice (or for a named specialist), the match as always.
 * With the firms the visitor kept from `POST /api/enquiries/matches`, only those that are still
 * matches for this job, in match order: the client can drop a firm, never add one. None left
 * (all suspended meanwhile) leaves the enquiry unmatched for the Flo team, rather than sending
 * it to a firm the visitor did not choose.
 *
 * @example
 * yield* recipientsFor(on, { ...criteria, chosenSpecialistIds: [12, 40] });
 */
export function* recipientsFor(
  on: EngineScope,
  criteria: MatchCriteria,
): Steps<SpecialistContact[]> {
  const chosen = criteria.chosenSpecialistIds;
  if (!chosen || criteria.specialistId !== undefined) {
    return yield* matchedSpecialists(on, criteria);
  }
  const kept = new Set(chosen);
  return (yield* matchedSpecialists(on, criteria, CHOSEN_FIRM_POOL))
    .filter((firm) => kept.has(firm.id))
    .slice(0, MAX_MATCHED_SPECIALISTS);
}
