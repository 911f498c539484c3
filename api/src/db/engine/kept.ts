import type { Db } from '../client.ts';
import { cachedRead } from '../read-cache.ts';
import type { Engine } from './engine.ts';
import { runSync, type Work } from './work.ts';

interface Kept {
  version: number;
  value: unknown;
}

/** Answers kept per PostgreSQL engine, as `cachedRead` keeps SQLite's. */
const keptByEngine = new WeakMap<Engine, Map<string, Kept>>();
/** Entries kept per engine before the cache starts afresh, so varied keys cannot grow it. */
const MAX_ENTRIES = 1_000;

async function keptOnPostgres<T, A extends unknown[]>(
  engine: Engine,
  key: string,
  work: Work<T, A>,
  args: A,
): Promise<T> {
  let kept = keptByEngine.get(engine);
  if (!kept) {
    kept = new Map();
    keptByEngine.set(engine, kept);
  }
  // Read before the work: a write that lands meanwhile moves the stamp, and the next call misses.
  const version = engine.version('public_data_version');
  const hit = kept.get(key);
  if (hit?.version === version) return hit.value as T;
  const value = await engine.run(work, ...args);
  if (kept.size >= MAX_ENTRIES) kept.clear();
  kept.set(key, { version, value });
  return value;
}

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
  if (engine.dialect === 'postgres') return keptOnPostgres(engine, key, work, args);
  // A SQLite engine's db is the connection `sqliteEngine` was given.
  return cachedRead(engine.db as Db, key, () => runSync(engine, work, args));
}
