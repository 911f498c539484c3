import type { RunResult } from 'better-sqlite3';
import { is, Param, Placeholder, type Query } from 'drizzle-orm';
import type { DbExecutor } from './client.ts';
import { connectionOf } from './per-connection.ts';

type Values = Record<string, unknown>;

/** How one parameter gets its value: looked up once, at compile time, not on every run. */
function fillerFor(param: unknown): (values: Values) => unknown {
  if (is(param, Placeholder)) {
    const { name } = param;
    return (values) => values[name];
  }
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    const { name } = param.value;
    return (values) => encoder.mapToDriverValue(values[name]);
  }
  return () => param;
}

/** A write compiled once; `run` takes the placeholders' values by name, as drizzle's would. */
export interface CompiledWrite {
  run(values: Values): RunResult;
}

/**
 * Compiles a drizzle insert, update or delete with `sql.placeholder`s into a better-sqlite3
 * statement on the connection behind `db`. Drizzle's own prepared query re-reads its
 * parameter list on every run, telling placeholders from values with `is()` checks that walk
 * prototype chains: ~60 parameters an enquiry. Here each parameter's source (a named value,
 * run through its column's encoder, or a constant) is settled once. Build it per connection
 * (`perConnection`); it runs inside any transaction on that connection.
 *
 * @example
 * const insert = compileWrite(db, db.insert(tags).values({ name: sql.placeholder('name') }));
 * insert.run({ name: 'oak' }).lastInsertRowid;
 */
export function compileWrite(db: DbExecutor, query: { toSQL(): Query }): CompiledWrite {
  const { sql, params } = query.toSQL();
  const statement = connectionOf(db).prepare(sql);
  const fillers = params.map(fillerFor);
  return {
    run: (values) => statement.run(fillers.map((fill) => fill(values))),
  };
}
