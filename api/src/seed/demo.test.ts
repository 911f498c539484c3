import { buildSpecialistSlug, SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemoDb, type SeededDemoDb } from '../testing/demo-db.ts';
import { largestCities } from './cities.ts';
import { DEMO_BUSINESS_EMAIL } from './demo.ts';
import { DEMO_SPECIALIST } from './specialist-plan.ts';

let db: SeededDemoDb;
const all = <T>(sql: string, ...params: unknown[]) => db.all<T>(sql, ...params);
const count = (sql: string, ...params: unknown[]) => db.count(sql, ...params);
beforeAll(() => {
  db = openSeededDemoDb();
});
afterAll(() => db.t.close());

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

  it('has the six services plus other, with the contract names and filter keywords', () => {
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

  it('gives every offered service a label that the service keyword filter matches', () => {
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

  it('gives every specialist a unique slug built by the slug rule, suffixed only on collision', () => {
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
    const business = db.t.db.$client
      .prepare(
        `select b.id, b.specialist_id, b.password_hash, s.slug, s.claimed_by_business_id
         from businesses b join specialists s on s.id = b.specialist_id where b.email = ?`,
      )
      .get(DEMO_BUSINESS_EMAIL) as Record<string, unknown> | undefined;
    expect(business).toMatchObject({ slug: DEMO_SPECIALIST.slug, password_hash: null });
    expect(business?.claimed_by_business_id).toBe(business?.id);
  });
});

describe('seedDemoData: enquiries', () => {
  it('never has an enquiry matched with nobody to receive it', () => {
    expect(count(`select count(*) from enquiries where status = 'matched'`)).toBeGreaterThan(0);
    const matchedWithNobody = all<{ public_id: string }>(
      `select e.public_id from enquiries e where e.status = 'matched'
       and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`,
    );
    expect(matchedWithNobody).toEqual([]);
  });
});
