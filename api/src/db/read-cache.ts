import type { Db } from './client.ts';
import { publicDataVersion } from './public-data-version.ts';

interface Entry {
  version: number;
  value: unknown;
}

const cachesByOwner = new WeakMap<object, Map<string, Entry>>();

/** Entries kept per owner before the cache starts afresh, so varied keys cannot grow it. */
const MAX_ENTRIES = 1_000;

/**
 * Answers `read()` from `owner`'s memory while `version` is the one it was read at: the store
 * behind `cachedRead` (SQLite) and `runKept` (either engine). Read `version` before `read`
 * runs, so a write that lands meanwhile makes the next call miss. A promise is kept as it is,
 * so callers at once share one read, and dropped if it rejects.
 *
 * @example
 * const totals = keptWhile(engine, engine.version('public_data_version'), 'totals', read);
 */
export function keptWhile<T>(owner: object, version: number, key: string, read: () => T): T {
  let cache = cachesByOwner.get(owner);
  if (!cache) {
    cache = new Map();
    cachesByOwner.set(owner, cache);
  }
  const hit = cache.get(key);
  if (hit?.version === version) return hit.value as T;
  const value = read();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry = { version, value };
  cache.set(key, entry);
  if (value instanceof Promise) {
    value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
  }
  return value;
}

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
  return keptWhile(db, publicDataVersion(db), key, read);
}
