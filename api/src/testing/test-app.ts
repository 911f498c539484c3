import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { type Engine, sqliteEngine } from '../db/engine/index.ts';
import type { AppConfig, AppDeps } from '../deps.ts';
import { memoryRateLimitStore } from '../http/rate-limit.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /**
   * The SQLite connection, for a test that runs on SQLite only; a test that runs on both
   * engines (`openTestApp`) reads and writes through `engine` instead.
   */
  db: Db;
  /** The database the app runs on. */
  engine: Engine;
  deps: AppDeps;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  close(): void | Promise<void>;
}

/** The configuration every test app runs with. */
export const TEST_CONFIG: AppConfig = {
  publicUrl: 'http://localhost:3000',
  mailFrom: 'Flo <hello@flo.local>',
  operatorEmail: 'hello@flo.local',
};

/**
 * A real API on a real, freshly migrated SQLite file in a temp folder (never `:memory:`).
 *
 * @example
 * const t = createTestApp();
 * afterEach(() => t.close());
 * const res = await t.app.request('/healthz');
 */
export function createTestApp(overrides: Partial<AppDeps> = {}): TestApp {
  const dir = mkdtempSync(join(tmpdir(), 'flo-test-'));
  const db = openDatabase(join(dir, 'flo.db'));
  let offset = 0;
  const deps: AppDeps = {
    db,
    engine: sqliteEngine(overrides.db ?? db),
    config: TEST_CONFIG,
    now: () => new Date(Date.now() + offset),
    rateLimits: memoryRateLimitStore(),
    ...overrides,
  };
  return {
    app: createApp(deps),
    db,
    engine: deps.engine,
    deps,
    advance: (ms) => {
      offset += ms;
    },
    close: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** JSON request init for `app.request()`. */
export function jsonBody(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
