import type Database from 'better-sqlite3';
import type { DbExecutor } from './client.ts';

/**
 * The better-sqlite3 connection behind a drizzle db or a transaction on it: drizzle gives a
 * transaction the db's own session, so both reach the same client.
 */
export function connectionOf(db: DbExecutor): Database.Database {
  return (db as unknown as { session: { client: Database.Database } }).session.client;
}

/**
 * Builds something once per database connection, on first use, and hands back the same one
 * afterwards: for drizzle prepared queries, which belong to the connection they were prepared
 * on and run inside any transaction on it, so their SQL is not rebuilt and re-prepared per call.
 *
 * @example
 * const statements = perConnection((db) => ({
 *   cityBySlug: db.select().from(cities).where(eq(cities.slug, sql.placeholder('slug'))).prepare(),
 * }));
 * statements(tx).cityBySlug.get({ slug: 'leeds' });
 */
export function perConnection<T>(build: (db: DbExecutor) => T): (db: DbExecutor) => T {
  const built = new WeakMap<Database.Database, T>();
  return (db) => {
    const connection = connectionOf(db);
    let value = built.get(connection);
    if (value === undefined) {
      value = build(db);
      built.set(connection, value);
    }
    return value;
  };
}
