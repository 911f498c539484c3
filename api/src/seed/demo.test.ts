import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSpecialistSlug,
  SERVICE_NAMES,
  SERVICE_SLUGS,
  type ServiceSlug,
} from '../contract/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { largestCities } from './cities.ts';
import { DEMO_BUSINESS_EMAIL, seedDemoData } from './demo.ts';
import { DEMO_SPECIALIST } from './specialist-plan.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const DAY_MS = 86_400_000;

let t: TestApp;
const all = <T>(sql: string, ...params: unknown[]) =>
  t.db.$client.prepare(sql).all(...params) as T[];
const count = (sql: string, ...params: unknown[]) =>
  (t.db.$client
    .prepare(sql)
    .pluck()
    .get(...params) as number) ?? 0;

beforeAll(() => {
  t = createTestApp();
  expect(seedDemoData(t.db, { now: NOW }).seeded).toBe(true);
});
afterAll(() => t.close());

describe('seedDemoData: cities and services', () => {
  it('lists at least 40 real cities with their region and real postcode areas', () => {
    expect(count('select count(*) from cities')).toBeGreaterThanOrEqual(40);
    const rows = all<{ slug: string; region: string; postcode_areas: string; population: number }>(
      'select slug, region, postcode_areas, population from cities',
    );
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    expect(JSON.parse(bySlug.get('manchester')?.postcode_areas ?? '[]')).toEqual(['M']);
    expect(JSON.parse(bySlug.get('leeds')?.postcode_areas ?? '[]')).toEqual(['LS']);
    expect(JSON.parse(bySlug.get('birmingham')?.postcode_areas ?? '[]')).toEqual(['B']);
    expect(bySlug.get('glasgow')?.region).toBe('Scotland');
    for (const row of rows) {
      expect(row.region.length).toBeGreaterThan(0);
      expect(row.population).toBeGreaterThan(10_000);
      for (const area of JSON.parse(row.postcode_areas)) expect(area).toMatch(/^[A-Z]{1,2}$/);
    }
  });

  it('has the six services plus other, with the contract names and spec keywords', () => {
    const rows = all<{ slug: string; name: string; keywords: string; description: string }>(
      'select slug, name, keywords, description from services',
    );
    expect(rows.map((r) => r.slug).sort()).toEqual([...SERVICE_SLUGS, 'other'].sort());
    const keywords = Object.fromEntries(rows.map((r) => [r.slug, JSON.parse(r.keywords)]));
    expect(keywords.hardwood).toEqual(['hardwood', 'engineered', 'parquet']);
    expect(keywords.tile).toEqual(['tile', 'ceramic', 'porcelain']);
    expect(keywords.vinyl).toEqual(['vinyl', 'luxury vinyl', 'lvt']);
    expect(keywords['engineered-wood']).toEqual(['engineered']);
    for (const row of rows) {
      expect(row.name).toBe(SERVICE_NAMES[row.slug as ServiceSlug]);
      expect(row.description.length).toBeGreaterThan(150);
    }
  });

  it('gives every offered service a label that the spec keyword filter matches', () => {
    const rows = all<{ label: string; keywords: string }>(
      `select ss.label, s.keywords from specialist_services ss
       join services s on s.slug = ss.service_slug`,
    );
    expect(rows.length).toBeGreaterThan(600);
    for (const row of rows) {
      const words: string[] = JSON.parse(row.keywords);
      expect(
        words.some((w) => row.label.toLowerCase().includes(w)),
        row.label,
      ).toBe(true);
    }
  });
});

describe('seedDemoData: specialists', () => {
  it('creates at least 600 specialists with contact details on reserved ranges only', () => {
    const rows = all<{ email: string; phone: string; website: string | null }>(
      'select email, phone, website from specialists',
    );
    expect(rows.length).toBeGreaterThanOrEqual(600);
    for (const row of rows) {
      expect(row.email).toMatch(/@example\.co\.uk$/);
      expect(row.phone).toMatch(/^(01632 960\d{3}|07700 900\d{3})$/);
      if (row.website !== null)
        expect(row.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.co\.uk$/);
    }
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
  });

  it('offers each service through at least 3 active specialists in each of the ten largest cities', () => {
    for (const city of largestCities(10)) {
      for (const service of SERVICE_SLUGS) {
        const active = count(
          `select count(*) from specialists s
           join cities c on c.id = s.city_id
           join specialist_services ss on ss.specialist_id = s.id
           where c.name = ? and ss.service_slug = ? and s.status = 'active'`,
          city.name,
          service,
        );
        expect(active, `${service} in ${city.name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('mixes tiers and includes some pending and suspended listings', () => {
    const tiers = all<{ tier: string }>('select distinct tier from specialists').map((r) => r.tier);
    expect(tiers.sort()).toEqual(['featured', 'free', 'standard']);
    expect(count("select count(*) from specialists where status = 'pending'")).toBeGreaterThan(0);
    expect(count("select count(*) from specialists where status = 'suspended'")).toBeGreaterThan(0);
  });

  it('gives every specialist a unique slug built by the spec rule, suffixed only on collision', () => {
    const rows = all<{ slug: string; name: string; city: string }>(
      'select s.slug, s.name, c.slug as city from specialists s join cities c on c.id = s.city_id',
    );
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const row of rows) {
      const base = buildSpecialistSlug(row.name, row.city);
      expect(row.slug === base || new RegExp(`^${base}-\\d+$`).test(row.slug), row.slug).toBe(true);
    }
    const slugs = new Set(rows.map((r) => r.slug));
    const suffixed = rows.filter((r) => r.slug !== buildSpecialistSlug(r.name, r.city));
    expect(suffixed.length).toBeGreaterThan(0);
    for (const row of suffixed)
      expect(slugs.has(buildSpecialistSlug(row.name, row.city))).toBe(true);
  });

  it('ties the demo business login to the seeded demo specialist', () => {
    const business = t.db.$client
      .prepare(
        `select b.id, b.specialist_id, b.password_hash, s.slug, s.claimed_by_business_id
         from businesses b join specialists s on s.id = b.specialist_id where b.email = ?`,
      )
      .get(DEMO_BUSINESS_EMAIL) as Record<string, unknown> | undefined;
    expect(business).toMatchObject({ slug: DEMO_SPECIALIST.slug, password_hash: null });
    expect(business?.claimed_by_business_id).toBe(business?.id);
  });
});

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
    expect(seedDemoData(t.db, { now: NOW }).seeded).toBe(false);
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
        const dump = (db: TestApp['db']) =>
          db.$client.prepare(`select * from ${table} order by rowid`).all();
        expect(dump(other.db), table).toEqual(dump(t.db));
      }
    } finally {
      other.close();
    }
  });
});
