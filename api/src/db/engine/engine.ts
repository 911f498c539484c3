import type { Db, DbExecutor } from '../client.ts';
import { commitDurably } from '../group-commit.ts';
import { dataVersion } from '../public-data-version.ts';
import * as schema from '../schema.ts';
import type { VersionedData } from './data-versions.ts';
import { type EngineScope, runSync, type Work } from './work.ts';

/**
 * A database a dialect-neutral repository runs on: SQLite (the embedded file, the default) or
 * PostgreSQL (`DATABASE_URL`). Repositories take `tables` and `db` from it rather than
 * importing SQLite's schema, and run their units of work through it (ADR 050).
 *
 * @example
 * const { rateLimitWindows } = engine.tables;
 * const stored = await engine.db.select().from(rateLimitWindows); // both engines
 * const removed = await engine.run(sweepEndedRateLimitWindows, Date.now(), 10_000);
 */
export interface Engine extends EngineScope {
  /** Runs `work` with each statement on its own (no transaction around them). */
  run<T, A extends unknown[]>(work: Work<T, A>, ...args: A): Promise<T>;
  /**
   * `run` for a hot path that must not yield to the event loop on SQLite: there it answers the
   * value at once (and throws at once); on PostgreSQL it answers the promise.
   */
  runNow<T, A extends unknown[]>(work: Work<T, A>, ...args: A): T | Promise<T>;
  /**
   * Runs `work` in one transaction that is durable once the promise resolves: on SQLite in the
   * group commit (ADR 016), shared with every other write of this turn; on PostgreSQL in a
   * transaction of its own. Rolled back whole when it throws.
   */
  commit<T, A extends unknown[]>(work: Work<T, A>, ...args: A): Promise<T>;
  /**
   * A stamp that moves whenever `data` may have changed (ADR 037, 054), for answers kept in
   * memory: one primary-key read on SQLite; on PostgreSQL what the listener last heard, or a
   * number never answered before when the engine has none.
   */
  version(data: VersionedData): number;
  /** Closes the connection or pool. */
  close(): Promise<void>;
}

/**
 * The engine of an open SQLite connection: the server's (`openDatabase`), so the repositories
 * converted to engines share it, its writer thread and its group commit with the rest.
 *
 * @example
 * const engine = sqliteEngine(db);
 */
export function sqliteEngine(db: Db): Engine {
  const scope: EngineScope = { dialect: 'sqlite', db, tables: schema };
  return {
    ...scope,
    run: (work, ...args) => new Promise((resolve) => resolve(runSync(scope, work, args))),
    runNow: (work, ...args) => runSync(scope, work, args),
    commit: (work, ...args) => commitDurably(db, () => runSync(scope, work, args)),
    version: (data) => dataVersion(db, data),
    close: async () => {
      db.$client.close();
    },
  };
}

/**
 * Runs `work` at once on a SQLite connection or inside its open transaction, for a caller that
 * is still synchronous (the retention job, a write sharing a transaction with code not yet
 * converted) and has no engine yet.
 *
 * @example
 * report.rateLimitWindows = runOnSqliteNow(db, sweepEndedRateLimitWindows, now, 10_000);
 */
export function runOnSqliteNow<T, A extends unknown[]>(
  db: DbExecutor,
  work: Work<T, A>,
  ...args: A
): T {
  return runSync({ dialect: 'sqlite', db, tables: schema }, work, args);
}
