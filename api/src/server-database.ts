import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { lockDatabase } from './backup/server-lock.ts';
import { type Db, openDatabase } from './db/client.ts';
import { watchDataVersions } from './db/engine/data-versions.ts';
import { allRows, type Engine, postgresEngine, sqliteEngine } from './db/engine/index.ts';
import type { Logger } from './deps.ts';
import type { ServerEnv } from './env.ts';
import { migratePostgres, POSTGRES_MIGRATIONS } from './migrate/postgres.ts';

/** The database a server runs on, opened and migrated (ADR 046). */
export type ServerDatabase =
  /** The SQLite file, locked for this process alone (ADR 034). */
  | { dialect: 'sqlite'; engine: Engine; db: Db; created: boolean; close(): Promise<void> }
  /** A PostgreSQL database that other nodes may share (ADR 054). */
  | {
      dialect: 'postgres';
      engine: Engine;
      db?: undefined;
      created: boolean;
      close(): Promise<void>;
    };

function openSqlite(env: ServerEnv): ServerDatabase {
  const created = !existsSync(env.databasePath);
  // One server per database file, and none while a restore replaces it (ADR 034).
  const lock = lockDatabase(env.databasePath);
  try {
    const db = openDatabase(env.databasePath, { busyTimeoutMs: env.databaseBusyTimeoutMs });
    const engine = sqliteEngine(db);
    const close = async () => {
      db.$client.close();
      lock.release();
    };
    return { dialect: 'sqlite', engine, db, created, close };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Collations that order text by code point, as SQLite's binary collation does. */
const CODE_POINT_ORDER = /^(C|POSIX|C\.utf-?8)$/i;

/**
 * What start-up says of a database whose collation orders names otherwise than SQLite (by
 * code point): lists sorted by name then follow that locale. Null when they agree.
 *
 * @example
 * collationNote('en_US.UTF-8'); // 'PostgreSQL: this database sorts names by en_US.UTF-8 …'
 */
export function collationNote(collation: string): string | null {
  if (CODE_POINT_ORDER.test(collation)) return null;
  return `PostgreSQL: this database sorts names by ${collation}, where SQLite sorts them by code point; lists ordered by name follow that locale (create the database with --locale=C for the same order)`;
}

async function openPostgres(url: string, env: ServerEnv, logger: Logger): Promise<ServerDatabase> {
  // Every node migrates as it starts, one at a time under the migrations' advisory lock, so a
  // node never serves a schema older than its code; `npm run migrate` does it ahead of a deploy.
  const { before, after } = await migratePostgres(url, POSTGRES_MIGRATIONS);
  if (after > before) logger.info(`PostgreSQL: applied ${after - before} migrations`);
  const versions = watchDataVersions(url, {
    onLost: (error) => logger.error(new Error('data version listener lost', { cause: error })),
  });
  try {
    await versions.ready;
  } catch (error) {
    await versions.close();
    throw error;
  }
  const engine = postgresEngine(url, {
    poolSize: env.databasePoolSize,
    versions,
    onIdleError: (error) =>
      logger.error(new Error('idle PostgreSQL connection lost', { cause: error })),
  });
  try {
    const [database] = await allRows<{ collation: string }>(
      engine,
      sql`select datcollate as collation from pg_database where datname = current_database()`,
    );
    const note = collationNote(database?.collation ?? 'C');
    if (note) logger.info(note);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return { dialect: 'postgres', engine, created: before === 0, close: () => engine.close() };
}

/**
 * Opens the database the environment names: `DATABASE_URL` (PostgreSQL, migrated, with its
 * data version listener) or the SQLite file of `DATABASE_PATH` (locked, created and migrated
 * when needed). `created` says whether it was new, for the first start's notice.
 *
 * @example
 * const database = await openServerDatabase(env, logger);
 * if (database.dialect === 'sqlite') startEnquiryWriterThread({ databasePath: env.databasePath, … });
 * await database.close();
 */
export function openServerDatabase(env: ServerEnv, logger: Logger): Promise<ServerDatabase> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl, env, logger);
  return Promise.resolve(openSqlite(env));
}
