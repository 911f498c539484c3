import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { type PeriodicJob, startPeriodicJob } from '../periodic/start-periodic-job.ts';
import { applyRetention } from './apply-retention.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `applyRetention` now and then every `intervalMs` (hourly by default) on the server's
 * database, logging what each run removed. The timer does not keep the process alive.
 *
 * @example
 * const retention = startRetentionJob(deps);
 * process.on('SIGTERM', () => retention.stop());
 */
export function startRetentionJob(deps: AppDeps, intervalMs = HOUR_MS): PeriodicJob {
  return startPeriodicJob(
    () => {
      const removed = applyRetention(deps.db, clockOf(deps)());
      if (Object.values(removed).some((count) => count > 0)) {
        deps.logger?.info('retention removed old rows', removed);
      }
    },
    { intervalMs, logger: deps.logger },
  );
}
