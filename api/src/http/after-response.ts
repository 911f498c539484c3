import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';

/** Work a handler leaves until its response is on its way. */
export interface AfterResponse {
  /**
   * Runs `task` after the current response has been handed to the socket, awaiting it when it
   * answers a promise (work on the database engine); errors are logged.
   */
  run(task: () => unknown): void;
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
  // Tasks run one after another, as when every task was synchronous: one that awaits the
  // database does not interleave with the next (two requests for one address's link).
  let previous: Promise<void> = Promise.resolve();
  const queue: AfterResponse = {
    run(task) {
      const after = previous;
      const done = new Promise<void>((resolve) =>
        setImmediate(async () => {
          await after;
          try {
            await task();
          } catch (error) {
            (deps.logger ?? console).error(error);
          } finally {
            resolve();
          }
        }),
      );
      previous = done;
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

/**
 * Whether the app's SQLite connection is closed: the server waits for after-response work
 * before closing it, so only a test app closed straight after its last request gets there,
 * and its task has nothing left to do.
 *
 * @example
 * afterResponse(deps).run(async () => {
 *   if (databaseClosed(deps)) return;
 * });
 */
export function databaseClosed(deps: AppDeps): boolean {
  // A SQLite engine's db is the connection `sqliteEngine` was given.
  return deps.engine.dialect === 'sqlite' && !(deps.engine.db as Db).$client.open;
}
