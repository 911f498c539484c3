import type { RunResult } from 'better-sqlite3';
import type { DbExecutor } from '../client.ts';
import { connectionOf } from '../per-connection.ts';
import type * as schema from '../schema.ts';

/** The two databases Flo runs on (ADR 046). */
export type Dialect = 'sqlite' | 'postgres';

/**
 * Every table, typed as SQLite's so query builders type-check once; on PostgreSQL the same
 * names hold the pg-core tables (same SQL names and JavaScript value types, ADR 047).
 */
export type Tables = typeof schema;

/**
 * What a repository builds its queries on: the drizzle database (or the open transaction) and
 * the tables of the engine it runs on. `db` is typed as SQLite's drizzle so builders keep their
 * precise types; on PostgreSQL it is node-postgres's drizzle, which builds the same queries.
 */
export interface EngineScope {
  readonly dialect: Dialect;
  readonly db: DbExecutor;
  readonly tables: Tables;
}

/** A query a unit of work hands to its engine: its rows are wanted, or its changed-row count. */
export type Step =
  | { kind: 'rows'; query: RowsQuery<unknown>; params?: Params }
  | { kind: 'changes'; query: ChangesQuery; params?: Params };

type Params = Record<string, unknown>;
/** A drizzle select (built or prepared): SQLite's `.all()`, PostgreSQL's `.execute()`. */
type RowsQuery<Row> = { all(params?: Params): Row[] };
/** A drizzle insert, update or delete (built or prepared) without `returning`. */
type ChangesQuery = { run(params?: Params): RunResult };

/**
 * A unit of work written once for both engines, as a generator: each `yield*` of `rows` or
 * `changes` hands a query to the engine and resumes with its result. SQLite runs it
 * synchronously (inside its group commit, where every statement must run in the same turn);
 * PostgreSQL awaits each query in turn on one connection.
 *
 * @example
 * const countReviews: Work<number> = function* ({ db, tables: { reviews } }) {
 *   const [row] = yield* rows(db.select({ n: count() }).from(reviews));
 *   return row?.n ?? 0;
 * };
 * await engine.run(countReviews);
 */
export type Work<T> = (on: EngineScope) => Generator<Step, T, unknown>;

/**
 * The rows of a select, inside a unit of work; `params` fill its `sql.placeholder`s.
 *
 * @example
 * const [stored] = yield* rows(statements(on).read, { key });
 */
export function* rows<Row>(
  query: RowsQuery<Row>,
  params?: Params,
): Generator<Step, Row[], unknown> {
  return (yield { kind: 'rows', query, params }) as Row[];
}

/**
 * How many rows an insert, update or delete changed, inside a unit of work.
 *
 * @example
 * const removed = yield* changes(db.delete(sessions).where(lte(sessions.expiresAt, now)));
 */
export function* changes(query: ChangesQuery, params?: Params): Generator<Step, number, unknown> {
  return (yield { kind: 'changes', query, params }) as number;
}

/** SQLite: every query of `work` in this turn of the event loop, in whatever transaction is open. */
export function runSync<T>(on: EngineScope, work: Work<T>): T {
  const steps = work(on);
  let next = steps.next();
  while (!next.done) {
    const step = next.value;
    const result =
      step.kind === 'rows' ? step.query.all(step.params) : step.query.run(step.params).changes;
    next = steps.next(result);
  }
  return next.value;
}

/** The PostgreSQL side of a query: drizzle's node-postgres builders and prepared queries. */
type PostgresQuery = { execute(params?: Params): Promise<unknown> };

/** PostgreSQL: each query of `work` awaited in turn on the scope's pool or transaction. */
export async function runAsync<T>(on: EngineScope, work: Work<T>): Promise<T> {
  const steps = work(on);
  let next = steps.next();
  while (!next.done) {
    const step = next.value;
    const result = await (step.query as unknown as PostgresQuery).execute(step.params);
    next = steps.next(
      step.kind === 'rows' ? result : ((result as { rowCount: number | null }).rowCount ?? 0),
    );
  }
  return next.value;
}

/**
 * Builds something once per connection on first use (drizzle prepared queries, so SQLite does
 * not compile them again on every call), like `perConnection`, for both engines: on SQLite
 * per better-sqlite3 connection, on PostgreSQL per pool or transaction (prepared there, a
 * query runs on that transaction's connection).
 *
 * @example
 * const statements = perScope(({ db, tables: { cities } }) => ({
 *   bySlug: db.select().from(cities).where(eq(cities.slug, sql.placeholder('slug'))).prepare(),
 * }));
 * const found = yield* rows(statements(on).bySlug, { slug: 'leeds' });
 */
export function perScope<T>(build: (on: EngineScope) => T): (on: EngineScope) => T {
  const built = new WeakMap<object, T>();
  return (on) => {
    const key = on.dialect === 'sqlite' ? connectionOf(on.db) : on.db;
    let value = built.get(key);
    if (value === undefined) {
      value = build(on);
      built.set(key, value);
    }
    return value;
  };
}
