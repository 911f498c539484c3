import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../api-root.ts';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { testDatabase } from '../testing/postgres/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'flo-db-copy-cli-'));
let cities: number;

beforeAll(() => {
  const db = openDatabase(join(dir, 'flo.db'));
  seedReferenceData(db);
  cities = db.$client.prepare('select count(*) from cities').pluck().get() as number;
  db.$client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run db:copy -- <args>` as npm runs it, typed in `dir`, without DATABASE_* of its own. */
function runCopyCli(args: string[]): Promise<CliRun> {
  const { DATABASE_URL: _url, DATABASE_PATH: _path, ...inherited } = process.env;
  const command = ['--import', 'tsx', '--conditions=@flo/source', 'src/db-copy/cli.ts', ...args];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      command,
      { cwd: API_ROOT, env: { ...inherited, INIT_CWD: dir } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run db:copy', () => {
  it('copies a file named relative to the folder it was typed in, table by table', async () => {
    const url = await testDatabase();
    const run = await runCopyCli(['--from', './flo.db', '--to', url]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const target = new URL(url);
    expect(run.stdout).toContain(`Copying ${join(dir, 'flo.db')} to ${target}`);
    expect(run.stdout).toContain(`\n  cities: ${cities} rows\n`);
    expect(run.stdout).toMatch(
      /\nCopied [\d,]+ rows in \d+ tables to .* in [\d.]+ s; every table's row count matches .*flo\.db\.\n$/,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from cities');
      expect(rows[0].n).toBe(cities);
    } finally {
      await client.end();
    }
  });

  it('exits 2 with its usage when no database is named', async () => {
    const run = await runCopyCli(['--from', './flo.db']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('name the PostgreSQL database: --to <url> or DATABASE_URL');
    expect(run.stderr).toContain('Usage: npm run db:copy -- [--from <sqlite file>]');
  });
});
