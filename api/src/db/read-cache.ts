import type { Db } from './client.ts';

interface Entry {
  version: string;
  value: unknown;
}

const cachesByDb = new WeakMap<Db, Map<string, Entry>>();

/** Entries kept per database before the cache starts afresh, so varied keys cannot grow it. */
const MAX_ENTRIES = 1_000;

const versionStatements = new WeakMap<Db, { get(): unknown }>();

/**
 * Which write the database has seen last: this connection's change counter (every insert,
 * update and delete it ran) with SQLite's data_version (moves when another connection commits),
 * read by one statement prepared once per database.
 */
function writeVersion(db: Db): string {
  let statement = versionStatements.get(db);
  if (!statement) {
    statement = db.$client
      .prepare("select total_changes() || ':' || data_version from pragma_data_version")
      .pluck();
    versionStatements.set(db, statement);
  }
  return statement.get() as string;
}

/**
 * Answers `read()` from memory until the database is written to: for aggregate reads (home
 * figures, city and service totals) that cost a scan of many specialists but change only when
 * something is written. Any write invalidates every entry, so an answer is never stale; `key`
 * must name everything `read` depends on.
 *
 * @example
 * const totals = cachedRead(db, 'directory-totals', () => directoryTotals(db));
 */
export function cachedRead<T>(db: Db, key: string, read: () => T): T {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDb.set(db, cache);
  }
  const version = writeVersion(db);
  const hit = cache.get(key);
  if (hit?.version === version) return hit.value as T;
  const value = read();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version, value });
  return value;
}
