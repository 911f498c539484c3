import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DEMO_NOW as NOW,
  openSeededDemoDb,
  type SeededDemoDb,
} from '../testing/demo-db.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoData } from './demo.ts';

let db: SeededDemoDb;
const count = (sql: string, ...params: unknown[]) => db.count(sql, ...params);
beforeAll(() => {
  db = openSeededDemoDb();
});
afterAll(() => db.t.close());

describe('seedDemoData: reviews', () => {
  it('writes at least 4,000 reviews with varied, positively skewed ratings', () => {
    expect(count('select count(*) from reviews')).toBeGreaterThanOrEqual(4000);
    const average = count('select avg(rating) from reviews');
    expect(average).toBeGreaterThan(3.8);
    expect(average).toBeLessThan(4.6);
    expect(count('select count(*) from reviews where rating <= 2')).toBeGreaterThan(100);
  });

  it('varies lengths, statuses and replies, and leaves some specialists without reviews', () => {
    const total = count('select count(*) from reviews');
    expect(count('select count(*) from reviews where length(text) > 120') / total).toBeGreaterThan(
      0.3,
    );
    expect(count('select count(*) from reviews where length(text) <= 120')).toBeGreaterThan(200);
    expect(
      count("select count(*) from reviews where status = 'published'") / total,
    ).toBeGreaterThan(0.75);
    expect(count("select count(*) from reviews where status = 'pending'")).toBeGreaterThan(0);
    expect(count("select count(*) from reviews where status = 'rejected'")).toBeGreaterThan(0);
    expect(count('select count(*) from reviews where business_reply is not null')).toBeGreaterThan(
      100,
    );
    expect(
      count(
        'select count(*) from specialists s where not exists (select 1 from reviews r where r.specialist_id = s.id)',
      ),
    ).toBeGreaterThan(10);
  });

  it('spreads review dates over the last three years and never into the future', () => {
    const oldest = count('select min(created_at) from reviews');
    const newest = count('select max(created_at) from reviews');
    expect(newest).toBeLessThanOrEqual(NOW.getTime());
    expect(oldest).toBeGreaterThanOrEqual(NOW.getTime() - 3 * 365 * DAY_MS);
    expect(oldest).toBeLessThan(NOW.getTime() - 2.5 * 365 * DAY_MS);
    expect(newest).toBeGreaterThan(NOW.getTime() - 30 * DAY_MS);
  });
});

describe('seedDemoData: re-runs', () => {
  it('leaves a database that already has specialists untouched', () => {
    const before = count('select count(*) from reviews');
    expect(seedDemoData(db.t.db, { now: NOW }).seeded).toBe(false);
    expect(count('select count(*) from reviews')).toBe(before);
  });

  it('writes identical rows into a second database for the same clock', () => {
    const other = createTestApp();
    try {
      seedDemoData(other.db, { now: NOW });
      for (const table of [
        'cities',
        'specialists',
        'specialist_services',
        'reviews',
        'businesses',
      ]) {
        const dump = (target: TestApp['db']) =>
          target.$client.prepare(`select * from ${table} order by rowid`).all();
        expect(dump(other.db), table).toEqual(dump(db.t.db));
      }
    } finally {
      other.close();
    }
  });
});
