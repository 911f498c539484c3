import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { type Dialect, postgresEngine } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { afterResponse } from '../http/after-response.ts';
import { memoryRateLimitStore } from '../http/rate-limit.ts';
import { type Arrangement, arrangedDatabase } from './postgres/arranged.ts';
import { createTestApp, TEST_CONFIG, type TestApp } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine the API's route tests run on in this project; SQLite when not provided. */
    testEngine: Dialect;
  }
}

/** The engine this project's route tests run on: `api` SQLite, `api-postgres` PostgreSQL (ADR 055). */
export const testDialect = (): Dialect => inject('testEngine') ?? 'sqlite';

export interface OpenTestAppOptions<T> {
  /** What the test starts from, written on SQLite by the existing fixtures (`Arrangement`). */
  arrange?: Arrangement<T>;
  overrides?: Partial<AppDeps>;
}

/** What `db` is on PostgreSQL: any use says why it fails. */
const sqliteOnly = new Proxy({} as Db, {
  get() {
    throw new Error('api.db is SQLite only: a test that runs on both engines uses api.engine');
  },
});

async function openOnPostgres<T>(options: OpenTestAppOptions<T>) {
  const database = await arrangedDatabase(options.arrange);
  const engine = postgresEngine(database.url, { poolSize: 4 });
  const mediaDir = mkdtempSync(join(tmpdir(), 'flo-media-'));
  let offset = 0;
  const deps: AppDeps = {
    engine,
    mediaDir,
    config: TEST_CONFIG,
    now: () => new Date(Date.now() + offset),
    rateLimits: memoryRateLimitStore(),
    ...options.overrides,
  };
  return {
    app: createApp(deps),
    db: sqliteOnly,
    engine,
    deps,
    arranged: database.arranged,
    advance: (ms: number) => {
      offset += ms;
    },
    close: async () => {
      // What the answered requests left behind (mails, beacons) ends before the database goes.
      await afterResponse(deps).idle();
      await engine.close();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A real API on the engine of this project (`testDialect`): on SQLite `createTestApp` with the
 * arrangement written into its file; on PostgreSQL a database of its own on the run's cluster
 * holding the same rows (`arrangedDatabase`). Tests that run on both engines read and write
 * through `api.engine` and its `tables`, never `api.db`.
 *
 * @example
 * const api = await openTestApp({ arrange: seedReferenceData });
 * const { db, tables } = api.engine;
 * expect(await db.select().from(tables.contactMessages)).toEqual([]);
 */
export async function openTestApp<T = undefined>(
  options: OpenTestAppOptions<T> = {},
): Promise<TestApp & { arranged: T }> {
  if (testDialect() === 'postgres') return openOnPostgres(options);
  const api = createTestApp(options.overrides);
  const arranged = (options.arrange ? await options.arrange(api.db) : undefined) as T;
  return { ...api, arranged };
}
