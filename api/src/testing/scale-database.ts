import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { generateScaleDatabase, type ScaleOptions } from '../seed/scale/generate.ts';

export interface ScaleDatabaseOptions extends Omit<ScaleOptions, 'out'> {
  /** Changes to the generated data, made once before the file's tests run. */
  adjust?: (db: Db) => void;
}

export interface ScaleDatabase {
  /** The generated database, open from `beforeAll` to `afterAll`. */
  db(): Db;
  /** The API on that database, made on first use. */
  app(): ReturnType<typeof createApp>;
}

/**
 * Registers hooks that generate a national-size SQLite file in a temp folder (never `:memory:`)
 * once for the test file, open it, and close and remove it after the file's last test.
 *
 * @example
 * const { db, app } = useScaleDatabase({ specialists: 2_000, now: new Date('2026-11-25') });
 * it('pages', async () => {
 *   expect((await app().request('/api/search')).status).toBe(200);
 *   expect(queryPlans(db(), () => searchSpecialists(sqliteEngine(db()), query))).not.toContain('SCAN sp');
 * });
 */
export function useScaleDatabase({ adjust, ...options }: ScaleDatabaseOptions): ScaleDatabase {
  let dir = '';
  let db: Db | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  const open = () => {
    if (!db) throw new Error('The scale database is only open inside its tests and hooks');
    return db;
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'flo-scale-'));
    generateScaleDatabase({ ...options, out: join(dir, 'flo.db') });
    db = openDatabase(join(dir, 'flo.db'));
    adjust?.(db);
  });
  afterAll(() => {
    db?.$client.close();
    db = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    db: open,
    app() {
      app ??= createApp({
        db: open(),
        config: { publicUrl: 'http://localhost', mailFrom: 'Flo <a@b.c>', operatorEmail: 'a@b.c' },
      });
      return app;
    },
  };
}
