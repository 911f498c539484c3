import type { AppDeps } from '../deps.ts';

/** Work a handler leaves until its response is on its way. */
export interface AfterResponse {
  /** Runs `task` after the current response has been handed to the socket; errors are logged. */
  run(task: () => void): void;
  /** How many tasks are queued or running. */
  pending(): number;
  /** Resolves once every queued task has run (tests; a closing server before the database). */
  idle(): Promise<void>;
}

const queues = new WeakMap<AppDeps, AfterResponse>();

/**
 * The app's queue of after-response work. Node writes a finished response in the microtasks
 * that follow the handler; `setImmediate` runs after them, so a task never delays the answer
 * and its cost cannot be read from the response time.
 *
 * @example
 * afterResponse(deps).run(() => sendMailTo(address));
 * return c.json({ accepted: true }, 202);
 */
export function afterResponse(deps: AppDeps): AfterResponse {
  const existing = queues.get(deps);
  if (existing) return existing;
  const running = new Set<Promise<void>>();
  const queue: AfterResponse = {
    run(task) {
      const done = new Promise<void>((resolve) =>
        setImmediate(() => {
          try {
            task();
          } catch (error) {
            (deps.logger ?? console).error(error);
          } finally {
            resolve();
          }
        }),
      );
      running.add(done);
      done.then(() => running.delete(done));
    },
    pending: () => running.size,
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  queues.set(deps, queue);
  return queue;
}
