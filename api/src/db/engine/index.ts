/**
 * Dialect-neutral data access (ADR 050): an `Engine` is SQLite or PostgreSQL behind one type;
 * repositories take their tables from it, run units of work (`Work`, with `rows`, `row`
 * and `changes`) through it, and reach SQL that differs between the engines through the dialect
 * functions.
 *
 * @example
 * import { connectEngine } from '../db/engine/index.ts';
 *
 * const engine = connectEngine({ databasePath: './data/flo.db' });
 * const cities = await engine.db.select().from(engine.tables.cities);
 */
export { connectEngine, type EngineTarget } from './connect.ts';
export {
  allRows,
  caseless,
  changedRows,
  epochMsNow,
  epochMsOf,
  equalsCaseless,
  idFromText,
  jsonArrayHas,
  likeAnyCase,
  runSql,
  skipLocked,
} from './dialect.ts';
export { type Engine, runOnSqliteNow, sqliteEngine } from './engine.ts';
export { runKept } from './kept.ts';
export { type OneNodeOutcome, runOnOneNode } from './one-node.ts';
export { DEFAULT_POOL_SIZE, type PostgresEngineOptions, postgresEngine } from './postgres.ts';
export {
  changes,
  type Dialect,
  type EngineScope,
  perScope,
  row,
  rows,
  type Step,
  type Steps,
  sqlChanges,
  sqlRows,
  type Tables,
  type Work,
} from './work.ts';
