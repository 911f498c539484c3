import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { type PeriodicJob, startPeriodicJob } from '../periodic/start-periodic-job.ts';
import { retentionPass } from './apply-retention.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes a retention pass now and then every `intervalMs` (hourly by default) on the server's
 * database, through its engine, logging what each pass removed. Every node runs the job; on
 * PostgreSQL a node whose turn finds another node's pass under way skips it. The timer does
 * not keep the process alive.
 *
 * @example
 * const retention = startRetentionJob(deps);
 * process.on('SIGTERM', () => retention.stop());
 */
export function startRetentionJob(
  deps: Pick<AppDeps, 'engine' | 'logger' | 'now'>,
  intervalMs = HOUR_MS,
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const removed = await retentionPass(deps.engine, clockOf(deps)());
      if (removed && Object.values(removed).some((count) => count > 0)) {
        deps.logger?.info('retention removed old rows', removed);
      }
    },
    { intervalMs, logger: deps.logger },
  );
}
