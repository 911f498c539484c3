import type { Db } from './client.ts';
import { publicDataVersion } from './public-data-version.ts';

interface Entry {
  version: number;
  value: unknown;
}

const cachesByDb = new WeakMap<Db, Map<string, Entry>>();

/** Entries kept per database before the cache starts afresh, so varied keys cannot grow it. */
const MAX_ENTRIES = 1_000;

/**
 * Answers `read()` from memory until data public pages show is written to: for aggregate reads
 * (home figures, city and service totals, city listings, search counts) that cost a scan of many
 * specialists but change only when the directory does. Any write that moves
 * `publicDataVersion` (a listing, a published review, a city, a service, a location page…)
 * invalidates every entry, so an answer is never stale; enquiries, leads, mails and counters do
 * not (ADR 037), so a stream of enquiries leaves the entries in place. `read` must read only
 * tables that move the version, and `key` must name everything `read` depends on.
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
  const version = publicDataVersion(db);
  const hit = cache.get(key);
  if (hit?.version === version) return hit.value as T;
  const value = read();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version, value });
  return value;
}
