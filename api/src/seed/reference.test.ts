import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { UK_CITIES } from './cities.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference.ts';

const count = (api: TestApp, table: string) =>
  api.db.$client.prepare(`select count(*) from ${table}`).pluck().get() as number;

describe('seedReferenceData (SEED=none)', () => {
  apiTest('adds services, cities, chat settings and the guides, and no demo content', ({ api }) => {
    seedReferenceData(api.db);
    expect(count(api, 'services')).toBe(7);
    expect(count(api, 'cities')).toBe(UK_CITIES.length);
    expect(count(api, 'articles')).toBeGreaterThanOrEqual(6);
    expect(count(api, 'specialists')).toBe(0);
    expect(count(api, 'reviews')).toBe(0);
    expect(count(api, 'businesses')).toBe(0);
  });

  apiTest('answers GET /api/chat-settings with Flo enabled on every page type', async ({ api }) => {
    seedReferenceData(api.db);
    const res = await api.app.request('/api/chat-settings');
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
      greetingB: null,
    });
    const allowed = api.db.$client
      .prepare('select allowed_origins from chat_settings')
      .pluck()
      .get();
    expect(allowed).toBe('[]');
  });

  apiTest(
    'keeps admin changes on later starts and does not bring back a removed city',
    ({ api }) => {
      seedReferenceData(api.db);
      api.db.$client.prepare('update chat_settings set enabled = 0 where id = 1').run();
      api.db.$client.prepare("delete from cities where slug = 'inverness'").run();
      seedReferenceData(api.db);
      expect(api.db.$client.prepare('select enabled from chat_settings').pluck().get()).toBe(0);
      expect(count(api, 'cities')).toBe(UK_CITIES.length - 1);
      expect(count(api, 'services')).toBe(7);
      expect(count(api, 'chat_settings')).toBe(1);
    },
  );
});

describe('seedDemoData on a database that already lists a few cities', () => {
  apiTest('adds the missing cities and seeds specialists in all of them', ({ api }) => {
    api.db.$client
      .prepare(
        `insert into cities (id, slug, name, region, postcode_areas, population)
         values (900, 'leeds', 'Leeds', 'Yorkshire and the Humber', '["LS"]', 812000)`,
      )
      .run();
    expect(seedDemoData(api.db).seeded).toBe(true);
    expect(count(api, 'cities')).toBe(UK_CITIES.length);
    const inLeeds = api.db.$client
      .prepare('select count(*) from specialists where city_id = 900')
      .pluck()
      .get() as number;
    expect(inLeeds).toBeGreaterThanOrEqual(18);
  });
});
