import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { UK_CITIES } from './cities.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const count = (table: string) =>
  t.db.$client.prepare(`select count(*) from ${table}`).pluck().get() as number;

describe('seedReferenceData (SEED=none)', () => {
  it('adds services, cities, chat settings and the guides, and no demo content', () => {
    seedReferenceData(t.db);
    expect(count('services')).toBe(7);
    expect(count('cities')).toBe(UK_CITIES.length);
    expect(count('articles')).toBeGreaterThanOrEqual(6);
    expect(count('specialists')).toBe(0);
    expect(count('reviews')).toBe(0);
    expect(count('businesses')).toBe(0);
  });

  it('answers GET /api/chat-settings with Flo enabled on every page type', async () => {
    seedReferenceData(t.db);
    const res = await t.app.request('/api/chat-settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      enabled: true,
      pageSettings: {
        home: { enabled: true },
        services: { enabled: true },
        specialists: { enabled: true },
        specialist_profile: { enabled: true },
      },
      contactEmail: 'hello@flo.local',
      accentColour: '#0f766e',
      greeting: null,
    });
    const allowed = t.db.$client.prepare('select allowed_origins from chat_settings').pluck().get();
    expect(allowed).toBe('[]');
  });

  it('keeps admin changes on later starts and does not bring back a removed city', () => {
    seedReferenceData(t.db);
    t.db.$client.prepare('update chat_settings set enabled = 0 where id = 1').run();
    t.db.$client.prepare("delete from cities where slug = 'inverness'").run();
    seedReferenceData(t.db);
    expect(t.db.$client.prepare('select enabled from chat_settings').pluck().get()).toBe(0);
    expect(count('cities')).toBe(UK_CITIES.length - 1);
    expect(count('services')).toBe(7);
    expect(count('chat_settings')).toBe(1);
  });
});

describe('seedDemoData on a database that already lists a few cities', () => {
  it('adds the missing cities and seeds specialists in all of them', () => {
    t.db.$client
      .prepare(
        `insert into cities (id, slug, name, region, postcode_areas, population)
         values (900, 'leeds', 'Leeds', 'Yorkshire and the Humber', '["LS"]', 812000)`,
      )
      .run();
    expect(seedDemoData(t.db).seeded).toBe(true);
    expect(count('cities')).toBe(UK_CITIES.length);
    const inLeeds = t.db.$client
      .prepare('select count(*) from specialists where city_id = 900')
      .pluck()
      .get() as number;
    expect(inLeeds).toBeGreaterThanOrEqual(18);
  });
});
