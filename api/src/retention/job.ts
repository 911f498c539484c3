import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { applyRetention } from './apply-retention.ts';

export interface RetentionJob {
  stop(): void;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `applyRetention` now and then every `intervalMs` (hourly by default) on the server's
 * database, logging what each run removed. The timer does not keep the process alive.
 *
 * @example
 * const retention = startRetentionJob(deps);
 * process.on('SIGTERM', () => retention.stop());
 */
export function startRetentionJob(deps: AppDeps, intervalMs = HOUR_MS): RetentionJob {
  const run = () => {
    try {
      const removed = applyRetention(deps.db, clockOf(deps)());
      if (Object.values(removed).some((count) => count > 0)) {
        deps.logger?.info('retention removed old rows', removed);
      }
    } catch (error) {
      deps.logger?.error(error);
    }
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
