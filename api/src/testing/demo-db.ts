import type { Db } from '../db/client.ts';
import { seedDemoData } from '../seed/demo.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The clock the demo-data tests seed with. */
export const DEMO_NOW = new Date('2026-11-22T09:00:00Z');
export const DAY_MS = 86_400_000;

export interface SeededDemoDb {
  t: TestApp;
  /** Rows of a raw SQL query. */
  all<T>(sql: string, ...params: unknown[]): T[];
  /** The single number a raw SQL query answers (0 for null). */
  count(sql: string, ...params: unknown[]): number;
}

/** Seeds the demo data at `DEMO_NOW` into an empty database: the demo tests' arrangement. */
export function seedDemoAtDemoNow(db: Db): void {
  if (!seedDemoData(db, { now: DEMO_NOW }).seeded) throw new Error('the database was not empty');
}

/** `t` with raw-SQL readers of its SQLite file (used only when called). */
export function demoReaders(t: TestApp): SeededDemoDb {
  return {
    t,
    all: <T>(sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).all(...params) as T[],
    count: (sql, ...params) =>
      (t.db.$client
        .prepare(sql)
        .pluck()
        .get(...params) as number) ?? 0,
  };
}

/**
 * Test helper: a temp SQLite file seeded with the demo data at `DEMO_NOW`, with raw-SQL readers.
 *
 * @example
 * let db: SeededDemoDb;
 * beforeAll(() => { db = openSeededDemoDb(); });
 * afterAll(() => db.t.close());
 */
export function openSeededDemoDb(): SeededDemoDb {
  const t = createTestApp();
  seedDemoAtDemoNow(t.db);
  return demoReaders(t);
}
