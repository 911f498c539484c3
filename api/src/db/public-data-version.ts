import type { DbExecutor } from './client.ts';
import type { VersionedData } from './engine/data-versions.ts';
import { connectionOf, perConnection } from './per-connection.ts';

const stampReads = perConnection((db) => ({
  public_data_version: connectionOf(db).prepare('select stamp from public_data_version').pluck(),
  city_points_version: connectionOf(db).prepare('select stamp from city_points_version').pluck(),
}));

/**
 * The stamp triggers move whenever `data` may have changed, on a SQLite connection: one
 * primary-key read on a statement prepared once per connection (what `engine.version` is on
 * SQLite).
 *
 * @example
 * const stamp = dataVersion(db, 'city_points_version');
 */
export function dataVersion(db: DbExecutor, data: VersionedData): number {
  return stampReads(db)[data].get() as number;
}

/**
 * A number that changes whenever data a public page or cached read shows may have changed: triggers
 * on the directory, review, settings and content tables give `public_data_version` a new random
 * stamp (migration 0028), while enquiries, mails, rate-limit counters, sessions and other writes
 * no public page shows leave it alone. One primary-key read on a statement prepared once per
 * connection; it sees other connections' commits (the enquiry writer thread's) as they land.
 *
 * @example
 * const before = publicDataVersion(db);
 * publishReview(db, id);
 * publicDataVersion(db) !== before // true
 */
export function publicDataVersion(db: DbExecutor): number {
  return dataVersion(db, 'public_data_version');
}
