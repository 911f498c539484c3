import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { sqliteEngine } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { memoryRateLimitStore } from '../http/rate-limit.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  deps: AppDeps;
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  close(): void;
}

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
    config: {
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Flo <hello@flo.local>',
      operatorEmail: 'hello@flo.local',
    },
    now: () => new Date(Date.now() + offset),
    rateLimits: memoryRateLimitStore(),
    ...overrides,
  };
  return {
    app: createApp(deps),
    db,
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
