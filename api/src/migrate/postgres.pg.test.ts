import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrateCli } from '../testing/migrate-cli.ts';
import { testDatabase } from '../testing/postgres/index.ts';
import { migratePostgres } from './postgres.ts';

const dir = mkdtempSync(join(tmpdir(), 'flo-migrate-pg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A drizzle-kit migrations folder of the given SQL files, one migration each. */
function migrationsFolder(name: string, migrations: string[]): string {
  const folder = join(dir, name);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = migrations.map((sql, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), sql);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  const journal = { version: '7', dialect: 'postgresql', entries };
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

async function tableExists(url: string, table: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select to_regclass($1) is not null as found', [table]);
    return rows[0].found;
  } finally {
    await client.end();
  }
}

const CREATE_NOTES = 'CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL);';

describe('npm run migrate on PostgreSQL', () => {
  it('gives a fresh database the tables, and a second run changes nothing', async () => {
    const url = await testDatabase();
    const folder = migrationsFolder('good', [
      CREATE_NOTES,
      'CREATE INDEX notes_body_idx ON notes (body);',
    ]);
    expect(await migratePostgres(url, folder)).toEqual({ before: 0, after: 2 });
    expect(await tableExists(url, 'notes')).toBe(true);
    expect(await migratePostgres(url, folder)).toEqual({ before: 2, after: 2 });
  });

  it('keeps none of a run in which one migration fails, and says which database', async () => {
    const url = await testDatabase();
    const folder = migrationsFolder('broken', [CREATE_NOTES, 'ALTER TABLE missing ADD x int;']);
    const database = new URL(url).pathname.slice(1);
    await expect(migratePostgres(url, folder)).rejects.toThrow(
      new RegExp(
        `migrating postgres://flo@127\\.0\\.0\\.1:\\d+/${database} failed, no migration applied: relation "missing" does not exist`,
      ),
    );
    expect(await tableExists(url, 'notes')).toBe(false);
  });

  it('names a database that does not exist', async () => {
    const url = new URL(await testDatabase());
    url.pathname = '/nowhere';
    await expect(
      migratePostgres(url.toString(), migrationsFolder('one', [CREATE_NOTES])),
    ).rejects.toThrow(/the database nowhere does not exist on 127\.0\.0\.1:\d+: create it first/);
  });

  it('exits non-zero with a readable message when the server is down', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const run = await runMigrateCli({
      DATABASE_URL: `postgres://flo:secret@127.0.0.1:${port}/flo`,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(
      `cannot reach PostgreSQL at 127.0.0.1:${port}: connection refused (is it running, and are DATABASE_URL's host and port right?)`,
    );
  });
});
