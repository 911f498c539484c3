import Database from 'better-sqlite3';
import { describe, expect } from 'vitest';
import { seededApiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

import { findCityPointBySlug, listCityPointsBetween } from './city-points.ts';

const run = (api: TestApp, sql: string) => api.db.$client.prepare(sql).run();
const slugsBetween = (api: TestApp, south: number, north: number) =>
  listCityPointsBetween(api.db, south, north).map((city) => city.slug);

describe('city points kept in memory', () => {
  seededApiTest(
    'lists the placed cities in a latitude band, by id, and finds one by slug',
    ({ api }) => {
      const band = listCityPointsBetween(api.db, 53.7, 53.9);
      expect(band.map((city) => city.slug)).toContain('leeds');
      expect(band.every((city) => city.latitude >= 53.7 && city.latitude <= 53.9)).toBe(true);
      expect(band.map((city) => city.id)).toEqual(
        [...band.map((city) => city.id)].sort((a, b) => a - b),
      );
      expect(findCityPointBySlug(api.db, 'leeds')?.name).toBe('Leeds');
    },
  );

  seededApiTest('sees a city moved, renamed, added or removed on this connection', ({ api }) => {
    expect(slugsBetween(api, 60, 61)).toEqual([]);
    run(api, "update cities set latitude = 60.5 where slug = 'york'");
    expect(slugsBetween(api, 60, 61)).toEqual(['york']);
    run(api, "update cities set name = 'Jorvik' where slug = 'york'");
    expect(findCityPointBySlug(api.db, 'york')?.name).toBe('Jorvik');
    run(
      api,
      "insert into cities (slug, name, region, postcode_areas, population, latitude, longitude) values ('lerwick', 'Lerwick', 'Shetland', '[]', 7000, 60.15, -1.15)",
    );
    expect(slugsBetween(api, 60, 61)).toEqual(['york', 'lerwick']);
    run(api, "update cities set latitude = null where slug = 'york'");
    expect(slugsBetween(api, 60, 61)).toEqual(['lerwick']);
    expect(findCityPointBySlug(api.db, 'york')).toBeUndefined();
  });

  seededApiTest('sees a change committed by another connection to the same file', ({ api }) => {
    expect(findCityPointBySlug(api.db, 'hull')).toBeDefined();
    const other = new Database(api.db.$client.name);
    other.prepare("update cities set latitude = null, longitude = null where slug = 'hull'").run();
    other.close();
    expect(findCityPointBySlug(api.db, 'hull')).toBeUndefined();
  });

  seededApiTest(
    'does not keep a rolled-back change once another change brings a new stamp',
    ({ api }) => {
      const move = (latitude: number) =>
        api.db.$client.prepare("update cities set latitude = ? where slug = 'york'").run(latitude);
      const rolledBack = api.db.$client.transaction(() => {
        move(60.5);
        expect(slugsBetween(api, 60, 61)).toEqual(['york']);
        throw new Error('roll back');
      });
      expect(rolledBack).toThrow('roll back');
      // A counter would give this change the rolled-back change's number, and the copy read
      // inside the transaction would pass for current.
      move(60.7);
      expect(listCityPointsBetween(api.db, 60, 61)[0]?.latitude).toBe(60.7);
    },
  );
});
