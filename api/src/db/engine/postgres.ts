import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbExecutor } from '../client.ts';
import * as pgSchema from '../pg/schema.ts';
import type { DataVersions } from './data-versions.ts';
import type { Engine } from './engine.ts';
import { type EngineScope, runAsync, type Tables } from './work.ts';

/** Connections per node when `poolSize` is left out: node-postgres's own default. */
export const DEFAULT_POOL_SIZE = 10;

export interface PostgresEngineOptions {
  /** Connections this process keeps open at most. */
  poolSize?: number;
  /**
   * The listener of the data version stamps (`watchDataVersions`), for answers kept until the
   * data changes; closed with the engine. Without it nothing is kept.
   */
  versions?: DataVersions;
  /**
   * Told when an idle pooled connection fails (the server restarted, a proxy cut it): the pool
   * drops it and the next query opens another. Without a listener node-postgres would throw it
   * out of the process.
   */
  onIdleError?(error: Error): void;
}

/**
 * The engine of a PostgreSQL database (`postgres://` or `postgresql://` URL, migrated with
 * `npm run migrate`): a `pg.Pool` behind drizzle's node-postgres driver with the pg-core
 * tables (ADR 047), handed to repositories under SQLite's types (ADR 050).
 *
 * @example
 * const engine = postgresEngine(process.env.DATABASE_URL, { poolSize: 20 });
 * await engine.close();
 */
export function postgresEngine(url: string, options: PostgresEngineOptions = {}): Engine {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle(pool, { schema: pgSchema });
  const { versions } = options;
  // While the listener hears nothing, each call answers a number never answered before, so
  // nothing is kept on an old stamp.
  let unknown = 0;
  // One repository for both engines: the pg-core objects stand in for SQLite's at run time.
  const scope: EngineScope = {
    dialect: 'postgres',
    db: db as unknown as DbExecutor,
    tables: pgSchema as unknown as Tables,
  };
  return {
    ...scope,
    run: (work, ...args) => runAsync(scope, work, args),
    runNow: (work, ...args) => runAsync(scope, work, args),
    commit: (work, ...args) =>
      db.transaction((tx) => runAsync({ ...scope, db: tx as unknown as DbExecutor }, work, args)),
    version: (data) => versions?.current(data) ?? --unknown,
    close: async () => {
      await versions?.close();
      await pool.end();
    },
  };
}
