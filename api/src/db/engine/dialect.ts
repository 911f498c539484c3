import type { RunResult } from 'better-sqlite3';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { EngineScope } from './work.ts';

/*
 * The SQL that differs between SQLite and PostgreSQL, one function per construct, so a
 * repository says what it means once (ADR 050). Whatever drizzle's builders already cover
 * (`onConflictDoNothing`, `onConflictDoUpdate`, `limit`, `returning`) is used as it is.
 */

type On = Pick<EngineScope, 'dialect'>;

/**
 * `expr` for ordering without regard to case: SQLite's `COLLATE NOCASE`, PostgreSQL's
 * `lower()`, which its expression indexes use (ADR 047).
 *
 * @example
 * db.select().from(cities).orderBy(caseless(on, cities.name), cities.id);
 */
export function caseless(on: On, expr: SQLWrapper): SQL {
  return on.dialect === 'sqlite' ? sql`${expr} collate nocase` : sql`lower(${expr})`;
}

/**
 * `left = right` without regard to case: SQLite's `COLLATE NOCASE` on the right-hand side (the
 * collation the comparison takes), `lower()` of both on PostgreSQL.
 *
 * @example
 * sql`${equalsCaseless(on, sql`e.location`, sql`(select name from cities where slug = ${slug})`)}`;
 */
export function equalsCaseless(on: On, left: SQLWrapper, right: SQLWrapper): SQL {
  return on.dialect === 'sqlite'
    ? sql`${left} = ${right} collate nocase`
    : sql`lower(${left}) = lower(${right})`;
}

/**
 * `text LIKE pattern` without regard to case: SQLite's LIKE (which ignores the case of ASCII
 * letters), PostgreSQL's `ilike` (its LIKE minds case). A backslash escapes `%`, `_` and itself
 * in `pattern` on both.
 *
 * @example
 * sql`${likeAnyCase(on, sql`r.text`, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
 */
export function likeAnyCase(on: On, text: SQLWrapper, pattern: string): SQL {
  return on.dialect === 'sqlite'
    ? sql`${text} like ${pattern} escape '\\'`
    : sql`${text} ilike ${pattern} escape '\\'`;
}

/**
 * The database's clock in epoch milliseconds, an integer on both engines.
 *
 * @example
 * db.update(mail).set({ sentAt: sql`${epochMsNow(on)}` });
 */
export function epochMsNow(on: On): SQL<number> {
  return on.dialect === 'sqlite'
    ? sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`
    : sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
}

/**
 * A timestamp column as epoch milliseconds, for arithmetic on times (SQLite stores them as
 * such; PostgreSQL's `timestamptz` minus another is an interval). On PostgreSQL it is a bigint,
 * which node-postgres reads as a string: end a selected expression with `.mapWith(Number)`.
 *
 * @example
 * const delay = sql<number>`${epochMsOf(on, r.firstResponseAt)} - ${epochMsOf(on, r.createdAt)}`.mapWith(Number);
 */
export function epochMsOf(on: On, column: SQLWrapper): SQL<number> {
  return on.dialect === 'sqlite'
    ? sql<number>`${column}`
    : sql<number>`round(extract(epoch from ${column}) * 1000)::bigint`;
}

/**
 * True where the JSON array in `column` (SQLite `text` in json mode, PostgreSQL `jsonb`) holds
 * the string `value` (or a prepared query's placeholder).
 *
 * @example
 * db.select().from(cities).where(jsonArrayHas(on, cities.postcodeAreas, 'SK'));
 */
export function jsonArrayHas(on: On, column: SQLWrapper, value: string | Placeholder): SQL {
  return on.dialect === 'sqlite'
    ? sql`exists (select 1 from json_each(${column}) where value = ${value})`
    : sql`${column} @> jsonb_build_array(${value}::text)`;
}

/**
 * A text column that holds an id, as an integer to join on: SQLite's `cast`; on PostgreSQL
 * only where the text is a whole number, since its `cast` throws on any other text (and need
 * not run after the join's other conditions). Text that is no number matches no row id.
 *
 * @example
 * sql`${specialists.id} = ${idFromText(on, auditLog.entityId)}`;
 */
export function idFromText(on: On, column: SQLWrapper): SQL<number> {
  return on.dialect === 'sqlite'
    ? sql<number>`cast(${column} as integer)`
    : sql<number>`case when ${column} ~ '^[0-9]{1,9}$' then cast(${column} as integer) end`;
}

/**
 * What ends a select that claims rows for this transaction (a queue's next job): PostgreSQL's
 * `for update skip locked`, so a row another connection is claiming is passed over rather than
 * waited for; nothing on SQLite, where the one writer makes the select and its update a single
 * step.
 *
 * @example
 * sql`${mailOutbox.id} = (${db.select({ id }).from(mailOutbox).limit(1)} ${skipLocked(on)})`;
 */
export function skipLocked(on: On): SQL {
  return on.dialect === 'sqlite' ? sql`` : sql`for update skip locked`;
}

/**
 * The rows of a raw `sql` query: better-sqlite3's `db.all` answers them, node-postgres's
 * `db.execute` answers `{ rows }`. Column names are the query's; no column's value is mapped
 * (node-postgres answers a bigint as a string).
 *
 * @example
 * const found = await allRows<{ slug: string }>(engine, sql`select slug from cities`);
 */
export async function allRows<Row>(on: EngineScope, query: SQL): Promise<Row[]> {
  if (on.dialect === 'sqlite') return on.db.all<Row>(query);
  const result = (await (on.db as unknown as PostgresExecute).execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * Runs a raw `sql` statement that answers no rows (DDL, a write) and says how many rows it
 * changed.
 *
 * @example
 * await runSql(engine, sql`delete from sessions where expires_at <= ${now}`);
 */
export async function runSql(on: EngineScope, query: SQL): Promise<number> {
  if (on.dialect === 'sqlite') return on.db.run(query).changes;
  const result = (await (on.db as unknown as PostgresExecute).execute(query)) as {
    rowCount: number | null;
  };
  return result.rowCount ?? 0;
}

type PostgresExecute = { execute(query: SQL): Promise<unknown> };

/**
 * How many rows an awaited insert, update or delete changed: SQLite's `changes`,
 * node-postgres's `rowCount`.
 *
 * @example
 * const removed = changedRows(await engine.db.delete(sessions).where(expired));
 */
export function changedRows(result: RunResult | { rowCount: number | null }): number {
  return 'changes' in result ? result.changes : (result.rowCount ?? 0);
}
