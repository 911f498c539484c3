import type { DbExecutor } from './client.ts';
import { connectionOf, perConnection } from './per-connection.ts';

const stampStatement = perConnection((db) =>
  connectionOf(db).prepare('select stamp from public_data_version').pluck(),
);

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
  return stampStatement(db).get() as number;
}
