import type { RunResult } from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
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
  | { kind: 'rows' | 'row'; query: RowsQuery<unknown>; params?: Params }
  | { kind: 'changes'; query: ChangesQuery; params?: Params }
  | { kind: 'sql-rows' | 'sql-changes'; sql: SQL };

/** What a unit of work is: the queries it yields, then its answer. */
export type Steps<T> = Generator<Step, T, unknown>;

type Params = Record<string, unknown>;
/** A drizzle select (built or prepared): SQLite's `.all()`, PostgreSQL's `.execute()`. */
type RowsQuery<Row> = { all(params?: Params): Row[]; get(params?: Params): Row | undefined };
/** A drizzle insert, update or delete (built or prepared) without `returning`. */
type ChangesQuery = { run(params?: Params): RunResult };

/**
 * A unit of work written once for both engines, as a generator function of the scope and its
 * arguments: each `yield*` of `rows` or `changes` hands a query to the engine and resumes with
 * its result. SQLite runs it synchronously (inside its group commit, where every statement
 * must run in the same turn); PostgreSQL awaits each query in turn on one connection. Declare
 * it once at module level and pass its arguments to the engine: a generator function made
 * per call (a closure) costs V8 microseconds to create, more than a SQLite read.
 *
 * @example
 * function* reviewsOf(on: EngineScope, specialistId: number): Steps<number> {
 *   const { db, tables: { reviews } } = on;
 *   const found = yield* rows(db.select().from(reviews).where(eq(reviews.specialistId, specialistId)));
 *   return found.length;
 * }
 * await engine.run(reviewsOf, 42);
 */
export type Work<T, A extends unknown[] = []> = (on: EngineScope, ...args: A) => Steps<T>;

/**
 * The rows of a select, inside a unit of work; `params` fill its `sql.placeholder`s.
 *
 * @example
 * const [stored] = yield* rows(statements(on).read, { key });
 */
export function* rows<Row>(query: RowsQuery<Row>, params?: Params): Steps<Row[]> {
  return (yield { kind: 'rows', query, params }) as Row[];
}

/**
 * The first row of a select, if any, inside a unit of work (SQLite stops at it).
 *
 * @example
 * const city = yield* row(statements(on).bySlug, { slug: 'leeds' });
 */
export function* row<Row>(query: RowsQuery<Row>, params?: Params): Steps<Row | undefined> {
  return (yield { kind: 'row', query, params }) as Row | undefined;
}

/**
 * How many rows an insert, update or delete changed, inside a unit of work.
 *
 * @example
 * const removed = yield* changes(db.delete(sessions).where(lte(sessions.expiresAt, now)));
 */
export function* changes(query: ChangesQuery, params?: Params): Steps<number> {
  return (yield { kind: 'changes', query, params }) as number;
}

/**
 * The rows of a raw `sql` query, inside a unit of work, for what drizzle's builders cannot
 * say. Values come back as the driver reads them, unmapped: an epoch-ms column is a number on
 * SQLite and a Date on PostgreSQL, a `count(*)` a number and a string (cast it: `count(*)::int`
 * is not SQLite's, so prefer builders, or the dialect functions, for such columns).
 *
 * @example
 * const found = yield* sqlRows<{ id: number }>(sql`select id from cities where slug = ${slug}`);
 */
export function* sqlRows<Row>(query: SQL): Steps<Row[]> {
  return (yield { kind: 'sql-rows', sql: query }) as Row[];
}

/**
 * How many rows a raw `sql` insert, update or delete changed, inside a unit of work.
 *
 * @example
 * yield* sqlChanges(sql`delete from sessions where expires_at <= ${now}`);
 */
export function* sqlChanges(query: SQL): Steps<number> {
  return (yield { kind: 'sql-changes', sql: query }) as number;
}

function runStep(on: EngineScope, step: Step): unknown {
  switch (step.kind) {
    case 'changes':
      return step.query.run(step.params).changes;
    case 'rows':
      return step.query.all(step.params);
    case 'row':
      return step.query.get(step.params);
    case 'sql-rows':
      return on.db.all(step.sql);
    case 'sql-changes':
      return on.db.run(step.sql).changes;
  }
}

/**
 * SQLite: every query of `work` in this turn of the event loop, in whatever transaction is open.
 *
 * @example
 * commitDurably(db, () => runSync(scope, writeWindows, [hits, now]));
 */
export function runSync<T, A extends unknown[]>(on: EngineScope, work: Work<T, A>, args: A): T {
  const steps = work(on, ...args);
  let next = steps.next();
  while (!next.done) {
    next = steps.next(runStep(on, next.value));
  }
  return next.value;
}

/** The PostgreSQL side of a query: drizzle's node-postgres builders and prepared queries. */
type PostgresQuery = { execute(params?: Params): Promise<unknown> };
/** node-postgres's drizzle database or transaction, for raw `sql`. */
type PostgresDb = { execute(query: SQL): Promise<{ rows: unknown[]; rowCount: number | null }> };

async function runStepAsync(on: EngineScope, step: Step): Promise<unknown> {
  if ('sql' in step) {
    const result = await (on.db as unknown as PostgresDb).execute(step.sql);
    return step.kind === 'sql-rows' ? result.rows : (result.rowCount ?? 0);
  }
  const result = await (step.query as unknown as PostgresQuery).execute(step.params);
  if (step.kind === 'rows') return result;
  if (step.kind === 'row') return (result as unknown[])[0];
  return (result as { rowCount: number | null }).rowCount ?? 0;
}

/**
 * PostgreSQL: each query of `work` awaited in turn on the scope's pool or transaction.
 *
 * @example
 * await db.transaction((tx) => runAsync({ ...scope, db: tx }, writeWindows, [hits, now]));
 */
export async function runAsync<T, A extends unknown[]>(
  on: EngineScope,
  work: Work<T, A>,
  args: A,
): Promise<T> {
  const steps = work(on, ...args);
  let next = steps.next();
  while (!next.done) {
    next = steps.next(await runStepAsync(on, next.value));
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
