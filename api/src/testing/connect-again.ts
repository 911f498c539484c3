import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { allRows, type Engine, postgresEngine, sqliteEngine } from '../db/engine/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Another connection to the database of `api`, as a second server process or node would have:
 * a SQLite connection to its file, or a pool of one to its PostgreSQL database. The caller
 * closes it.
 *
 * @example
 * const other = await connectAgain(api);
 * await submitEnquiry({ ...api.deps, engine: other }, submission);
 * await other.close();
 */
export async function connectAgain(api: TestApp): Promise<Engine> {
  if (api.engine.dialect === 'sqlite') return sqliteEngine(openDatabase(api.db.$client.name));
  const [current] = await allRows<{ name: string }>(
    api.engine,
    sql`select current_database() as name`,
  );
  const url = new URL(inject('postgres').url);
  url.pathname = `/${current?.name}`;
  return postgresEngine(url.toString(), { poolSize: 1 });
}
