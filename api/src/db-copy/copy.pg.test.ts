import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo.ts';
import { testDatabase } from '../testing/postgres/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { copySqliteToPostgres } from './copy.ts';
import { CopyError } from './copy-error.ts';
import { copyPlan } from './plan.ts';

const tables = copyPlan().map((t) => t.name);
const dir = mkdtempSync(join(tmpdir(), 'flo-db-copy-'));
let source: TestApp;
let sqlitePath: string;
let url: string;
let target: pg.Client;

const sqliteRows = <T>(text: string, ...params: unknown[]) =>
  source.db.$client.prepare(text).all(...params) as T[];
const sqliteCount = (table: string) =>
  source.db.$client.prepare(`select count(*) from "${table}"`).pluck().get() as number;

async function pgRows<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  return (await target.query<T>(text, params)).rows;
}

async function pgCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query(`select count(*)::int as n from "${table}"`);
    counts[table] = rows[0].n;
  }
  return counts;
}

const sqliteCounts = () => Object.fromEntries(tables.map((t) => [t, sqliteCount(t)]));

beforeAll(async () => {
  source = createTestApp();
  seedDemoData(source.db, { now: new Date('2026-11-22T09:00:00Z') });
  sqlitePath = source.db.$client.name;
  url = await testDatabase();
  await copySqliteToPostgres(sqlitePath, url);
  target = new pg.Client({ connectionString: url });
  await target.connect();
}, 60_000);

afterAll(async () => {
  await target?.end();
  source?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('db:copy from the demo SQLite file into an empty PostgreSQL database', () => {
  it('copies every table of the schema with the same row counts', async () => {
    expect(await pgCounts(target)).toEqual(sqliteCounts());
    expect(sqliteCount('reviews')).toBeGreaterThan(1000);
  });

  it('keeps ids, values and the order of services, by the type mapping', async () => {
    const [claimed] = sqliteRows<{ id: number; name: string; areas: string; created_at: number }>(
      'select id, name, areas, created_at from specialists where claimed_by_business_id is not null',
    );
    if (!claimed) throw new Error('the demo data claims no specialist');
    const [copied] = await pgRows('select * from specialists where id = $1', [claimed.id]);
    expect(copied?.name).toBe(claimed.name);
    expect(copied?.areas).toEqual(JSON.parse(claimed.areas));
    expect(copied?.created_at).toEqual(new Date(claimed.created_at));
    const [business] = sqliteRows<{ id: number }>(
      'select id from businesses where specialist_id = ?',
      claimed.id,
    );
    expect(copied?.claimed_by_business_id).toBe(business?.id);

    const [many] = sqliteRows<{ id: number }>(
      'select specialist_id as id from specialist_services group by 1 having count(*) > 2 limit 1',
    );
    const order = 'select service_slug, label from specialist_services where specialist_id';
    expect(await pgRows(`${order} = $1 order by rowid`, [many?.id])).toEqual(
      sqliteRows(`${order} = ? order by rowid`, many?.id),
    );

    const [review] = sqliteRows<{ id: number; created_at: number; verified: number }>(
      'select id, created_at, verified from reviews where verified = 1 limit 1',
    );
    const [copiedReview] = await pgRows('select created_at, verified from reviews where id = $1', [
      review?.id,
    ]);
    expect(copiedReview?.created_at).toBeInstanceOf(Date);
    expect(copiedReview?.created_at).toEqual(new Date(review?.created_at ?? 0));
    expect(copiedReview?.verified).toBe(true);
  });

  it('keeps enquiries with their recipients and the rowids the last lead refers to', async () => {
    const recipients = 'select enquiry_id, specialist_id, rowid from enquiry_recipients';
    const copied = await pgRows(`${recipients} order by rowid`);
    expect(copied.length).toBeGreaterThan(0);
    expect(copied).toEqual(sqliteRows(`${recipients} order by rowid`));
    const lead = 'select id, last_lead_seq from specialists where last_lead_seq is not null';
    expect(await pgRows(`${lead} order by id`)).toEqual(sqliteRows(`${lead} order by id`));
  });

  it('leaves review totals matching the published reviews, counted once', async () => {
    const mismatched = await pgRows(`
      select s.id from specialists s
      left join (select specialist_id, count(*)::int as n, sum(rating)::int as total
                 from reviews where status = 'published' group by 1) r on r.specialist_id = s.id
      where s.review_count <> coalesce(r.n, 0) or s.rating_sum <> coalesce(r.total, 0)`);
    expect(mismatched).toEqual([]);
    const totals = 'select sum(review_count) as count, sum(rating_sum) as sum from specialists';
    const [pgTotals] = await pgRows(totals);
    const [sqliteTotals] = sqliteRows<{ count: number; sum: number }>(totals);
    expect(Number(pgTotals?.count)).toBe(sqliteTotals?.count);
    expect(Number(pgTotals?.sum)).toBe(sqliteTotals?.sum);
  });

  it('fills the full-text table, which finds a specialist by a word of its name', async () => {
    const [searched] = await pgRows('select count(*)::int as n from specialist_search');
    expect(searched?.n).toBe(sqliteCount('specialists'));
    const [one] = sqliteRows<{ id: number; name: string }>(
      'select id, name from specialists order by id desc limit 1',
    );
    const words = (one?.name ?? '').split(/\W+/).filter(Boolean).join(' & ');
    const found = await pgRows(
      "select rowid from specialist_search where document @@ to_tsquery('flo_search', $1)",
      [words],
    );
    expect(found.map((row) => row.rowid)).toContain(one?.id);
  });

  it('moves identity sequences past the copied ids', async () => {
    const [highest] = sqliteRows<{ id: number }>('select max(id) as id from cities');
    const [added] = await pgRows(
      `insert into cities (slug, name, region, postcode_areas, population)
       values ('new-town', 'New Town', 'Nowhere', '[]', 1) returning id`,
    );
    expect(added?.id).toBeGreaterThan(highest?.id ?? Number.POSITIVE_INFINITY);
  });
});

describe('db:copy into a database that already holds data', () => {
  it('refuses without --replace and changes nothing; with it, copies a snapshot anew', async () => {
    const before = await pgCounts(target);
    expect(before.cities).toBe(sqliteCount('cities') + 1);
    const refused = copySqliteToPostgres(sqlitePath, url);
    await expect(refused).rejects.toThrow(CopyError);
    await expect(refused).rejects.toThrow(/already holds data \(rows in .*cities.*\).*--replace/);
    expect(await pgCounts(target)).toEqual(before);

    const snapshot = sqliteCounts();
    const late = source.db.$client.prepare(
      "insert into cities (slug, name, region, postcode_areas, population) values (?, 'Late', 'X', '[]', 1)",
    );
    await copySqliteToPostgres(sqlitePath, url, {
      replace: true,
      // A server writing on while the copy runs: the copy keeps to the file as it began.
      onTable: (table) => late.run(`late-${table}`),
    });
    expect(await pgCounts(target)).toEqual(snapshot);
    expect(sqliteCount('cities')).toBe((snapshot.cities ?? 0) + tables.length);
  });
});

describe('db:copy failing half-way', () => {
  it('leaves the target empty when PostgreSQL rejects a source row, naming the table', async () => {
    const broken = join(dir, 'broken.db');
    source.db.$client.prepare('vacuum into ?').run(broken);
    const sqlite = new Database(broken);
    // SQLite keeps a NUL character in text; PostgreSQL's text refuses it.
    sqlite
      .prepare('update reviews set text = ? where id = (select max(id) from reviews)')
      .run('Lovely\u0000work');
    sqlite.close();
    const empty = await testDatabase();
    await expect(copySqliteToPostgres(broken, empty)).rejects.toThrow(
      /copying reviews failed at rows \d+ to \d+: .*nothing was copied, the target is as it was/,
    );
    const client = new pg.Client({ connectionString: empty });
    await client.connect();
    try {
      const counts = Object.values(await pgCounts(client));
      expect(counts.every((n) => n === 0)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
