import type { Db } from '../client.ts';
import { cachedRead } from '../read-cache.ts';
import type { Engine } from './engine.ts';
import { runSync, type Work } from './work.ts';

/**
 * Runs a read-only unit of work whose answer SQLite keeps in memory until data public pages
 * show is written to (`cachedRead`, ADR 037: its `data_version` check costs no query). On
 * SQLite a kept answer, or a fresh one, comes at once without a promise; PostgreSQL has no such
 * version yet, so there the work runs afresh each time. `key` names everything the work reads.
 *
 * @example
 * const stats = await runKept(engine, `offering-stats:${service}`, readOfferingStats, service);
 */
export function runKept<T, A extends unknown[]>(
  engine: Engine,
  key: string,
  work: Work<T, A>,
  ...args: A
): T | Promise<T> {
  if (engine.dialect === 'postgres') return engine.run(work, ...args);
  // A SQLite engine's db is the connection `sqliteEngine` was given.
  return cachedRead(engine.db as Db, key, () => runSync(engine, work, args));
}
