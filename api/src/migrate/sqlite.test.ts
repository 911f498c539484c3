import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../api-root.ts';
import { lockDatabase } from '../backup/server-lock.ts';
import { runMigrateCli } from '../testing/migrate-cli.ts';
import { MigrationError } from './result.ts';
import { migrateSqlite } from './sqlite.ts';

const dir = mkdtempSync(join(tmpdir(), 'flo-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const migrationCount = (
  JSON.parse(readFileSync(join(API_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('npm run migrate on SQLite', () => {
  it('creates the file the server would open with every table, and a second run changes nothing', async () => {
    const databasePath = join(dir, 'data', 'flo.db');
    const run = await runMigrateCli({ DATABASE_PATH: databasePath });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(
      `${databasePath}: applied ${migrationCount} migrations (0 before, ${migrationCount} now)`,
    );
    const sqlite = new Database(databasePath, { readonly: true });
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table'")
      .pluck()
      .all();
    sqlite.close();
    expect(tables).toEqual(expect.arrayContaining(['specialists', 'enquiries', 'reviews']));

    expect(migrateSqlite(databasePath)).toEqual({ before: migrationCount, after: migrationCount });
  });

  it('leaves a database a running server holds alone, saying why', () => {
    const databasePath = join(dir, 'held.db');
    const server = lockDatabase(databasePath);
    try {
      expect(() => migrateSqlite(databasePath)).toThrow(MigrationError);
      expect(() => migrateSqlite(databasePath)).toThrow(
        /A Flo server, or a restore, is using .*held\.db .* stop it to apply them ahead of a start/,
      );
    } finally {
      server.release();
    }
  });
});
