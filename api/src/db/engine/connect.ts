import { openDatabase } from '../client.ts';
import { type Engine, sqliteEngine } from './engine.ts';
import { type PostgresEngineOptions, postgresEngine } from './postgres.ts';

export type EngineTarget =
  /** The SQLite file (created and migrated when needed), as the server opens it today. */
  | { databasePath: string; busyTimeoutMs?: number }
  /** A migrated PostgreSQL database. */
  | ({ databaseUrl: string } & PostgresEngineOptions);

/**
 * Connects to the database the configuration names: `DATABASE_URL` (postgres:// or
 * postgresql://) for PostgreSQL, else the SQLite file of `DATABASE_PATH`.
 *
 * @example
 * const engine = connectEngine(env.databaseUrl
 *   ? { databaseUrl: env.databaseUrl, poolSize: 20 }
 *   : { databasePath: env.databasePath });
 */
export function connectEngine(target: EngineTarget): Engine {
  if ('databaseUrl' in target) {
    if (!/^postgres(ql)?:\/\//.test(target.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return postgresEngine(target.databaseUrl, target);
  }
  return sqliteEngine(openDatabase(target.databasePath, { busyTimeoutMs: target.busyTimeoutMs }));
}
