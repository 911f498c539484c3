import type { Db } from '../client.ts';
import { cachedRead, keptWhile } from '../read-cache.ts';
import type { Engine } from './engine.ts';
import { runSync, type Work } from './work.ts';

/**
 * Runs a read-only unit of work whose answer is kept in memory until data public pages show is
 * written to (ADR 037). On SQLite through `cachedRead` (its `data_version` check costs no
 * query), a kept answer or a fresh one coming at once without a promise; on PostgreSQL against
 * the stamp the engine's listener last heard (ADR 054), so a write on any node is seen here as
 * it commits; an engine without a listener keeps nothing. `key` names everything the work reads.
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
  if (engine.dialect === 'postgres') {
    const version = engine.version('public_data_version');
    return keptWhile(engine, version, key, () => engine.run(work, ...args));
  }
  // A SQLite engine's db is the connection `sqliteEngine` was given.
  return cachedRead(engine.db as Db, key, () => runSync(engine, work, args));
}
