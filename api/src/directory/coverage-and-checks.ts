import type { SpecialistDetail } from '@flo/contract';
import { currentChecksOf } from '../checks/repository.ts';
import { ukDay } from '../checks/today.ts';
import type { DbExecutor } from '../db/client.ts';
import { type CoverageListing, coverageOf } from '../geo/coverage.ts';

/**
 * What a profile shows of where a listing works and what Flo checked (ADR 028): the coverage
 * picture's places and the checks standing on the UK day of `now`.
 *
 * @example
 * const { coverage, checks } = coverageAndChecks(db, { id: 7, citySlug: 'leeds', areas: [], serviceRadiusMiles: 20 }, new Date());
 */
export function coverageAndChecks(
  db: DbExecutor,
  listing: CoverageListing & { id: number },
  now: Date,
): Pick<SpecialistDetail, 'coverage' | 'checks'> {
  return {
    coverage: coverageOf(db, listing),
    checks: currentChecksOf(db, listing.id, ukDay(now)),
  };
}
