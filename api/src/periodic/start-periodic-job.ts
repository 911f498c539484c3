import type { Logger } from '../deps.ts';

export interface PeriodicJob {
  /** Stops the timers; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** Time between the starts of two runs. */
  intervalMs: number;
  /** When the first run starts; 0 (the default) runs it as soon as the event loop turns. */
  firstRunAfterMs?: number;
  /** Where a run's error goes; the job keeps its schedule either way. */
  logger?: Pick<Logger, 'error'>;
}

/**
 * Runs `run` after `firstRunAfterMs` and then every `intervalMs`, logging what a run throws or
 * rejects with and carrying on. An asynchronous run still going when the next one is due makes
 * that one skip its turn rather than overlap. The timers do not keep the process alive.
 *
 * @example
 * const retention = startPeriodicJob(() => retentionPass(engine, new Date()), { intervalMs: HOUR_MS, logger });
 * process.on('SIGTERM', () => retention.stop());
 */
export function startPeriodicJob(
  run: () => unknown,
  { intervalMs, firstRunAfterMs = 0, logger }: PeriodicJobOptions,
): PeriodicJob {
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    // The body up to run()'s first await runs now, within this timer's turn.
    running = (async () => {
      try {
        await run();
      } catch (error) {
        logger?.error(error);
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(() => {
    interval = setInterval(tick, intervalMs);
    interval.unref();
    tick();
  }, firstRunAfterMs);
  first.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
