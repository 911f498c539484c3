import type { SpecialistDetail } from '@flo/contract';
import { responseFiguresOf } from '../business-dashboard/public-figures.ts';
import { currentChecks } from '../checks/repository.ts';
import { ukDay } from '../checks/today.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { type CoverageListing, coverageOn } from '../geo/coverage.ts';

/**
 * What a profile shows beside the listing: its response figures, where it works and what Flo
 * checked (ADR 028), the coverage picture's places and the checks standing on the UK day of
 * `now`.
 *
 * @example
 * const extras = await engine.run(profileExtras, { id: 7, citySlug: 'leeds', areas: [], serviceRadiusMiles: 20 }, new Date());
 */
export function* profileExtras(
  on: EngineScope,
  listing: CoverageListing & { id: number },
  now: Date,
): Steps<Pick<SpecialistDetail, 'responseFigures' | 'coverage' | 'checks'>> {
  return {
    responseFigures: yield* responseFiguresOf(on, listing.id, now),
    coverage: yield* coverageOn(on, listing),
    checks: yield* currentChecks(on, listing.id, ukDay(now)),
  };
}
