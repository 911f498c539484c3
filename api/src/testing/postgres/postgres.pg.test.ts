import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { POSTGRES_MIGRATIONS } from '../../migrate/postgres.ts';
import { CLUSTER_USER, postgresBinFolder, startPostgres, testDatabase } from './index.ts';

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('throwaway PostgreSQL', () => {
  it("runs the run's cluster on a loopback TCP port, as the trusted superuser", async () => {
    const { url } = inject('postgres');
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const [row] = await query<{ user: string; address: string; fsync: string }>(
      url,
      "select current_user as user, inet_server_addr()::text as address, current_setting('fsync') as fsync",
    );
    expect(row).toEqual({ user: CLUSTER_USER, address: '127.0.0.1/32', fsync: 'off' });
  });

  it('gives each caller a database of its own', async () => {
    const [first, second] = await Promise.all([testDatabase(), testDatabase()]);
    expect(first).not.toBe(second);
    await query(first, 'create table notes (body text)');
    await query(first, "insert into notes values ('only here')");
    expect(await query(first, 'select body from notes')).toEqual([{ body: 'only here' }]);
    const [seen] = await query<{ found: string | null }>(
      second,
      "select to_regclass('notes')::text as found",
    );
    expect(seen?.found).toBeNull();
  });

  it('copies the template holding every migration of api/drizzle-pg when asked', async () => {
    const journal = JSON.parse(
      readFileSync(join(POSTGRES_MIGRATIONS, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const url = await testDatabase({ migrated: true });
    const [row] = await query<{ applied: number; specialists: string | null }>(
      url,
      "select (select count(*)::int from drizzle.__drizzle_migrations) as applied, to_regclass('specialists')::text as specialists",
    );
    expect(row).toEqual({ applied: journal.entries.length, specialists: 'specialists' });
    expect(new URL(url).pathname).not.toBe(`/${inject('postgres').migratedTemplate}`);
  });

  it('stops its server and removes its folder, as a user other than root', async () => {
    const postgres = await startPostgres();
    const data = join(postgres.dir, 'data');
    // PostgreSQL refuses root, so run as root the cluster belongs to an unprivileged account.
    if (process.getuid?.() === 0) expect(statSync(data).uid).not.toBe(0);
    const [row] = await query<{ one: number }>(postgres.url, 'select 1 as one');
    expect(row?.one).toBe(1);
    await postgres.stop();
    expect(existsSync(postgres.dir)).toBe(false);
    await expect(query(postgres.url, 'select 1')).rejects.toThrow(/ECONNREFUSED/);
  });

  it("finds initdb and pg_ctl on PATH first, else in Debian's versioned folder", () => {
    const onPath = mkdtempSync(join(tmpdir(), 'flo-pg-bin-'));
    const empty = mkdtempSync(join(tmpdir(), 'flo-pg-bin-'));
    try {
      for (const tool of ['initdb', 'pg_ctl']) {
        writeFileSync(join(onPath, tool), '#!/bin/sh\n');
        chmodSync(join(onPath, tool), 0o755);
      }
      expect(postgresBinFolder([empty, onPath].join(delimiter))).toBe(onPath);
      // Debian's package, as .ci/run installs it, links no initdb onto PATH.
      if (existsSync('/usr/lib/postgresql')) {
        expect(postgresBinFolder(empty)).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
      } else {
        expect(() => postgresBinFolder(empty)).toThrow(/apt-get install -y postgresql/);
      }
    } finally {
      rmSync(onPath, { recursive: true, force: true });
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
