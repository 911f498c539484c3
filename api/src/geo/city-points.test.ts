import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed/reference.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { findCityPointBySlug, listCityPointsBetween } from './city-points.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  seedReferenceData(t.db);
});
afterEach(() => t.close());

const run = (sql: string) => t.db.$client.prepare(sql).run();
const slugsBetween = (south: number, north: number) =>
  listCityPointsBetween(t.db, south, north).map((city) => city.slug);

describe('city points kept in memory', () => {
  it('lists the placed cities in a latitude band, by id, and finds one by slug', () => {
    const band = listCityPointsBetween(t.db, 53.7, 53.9);
    expect(band.map((city) => city.slug)).toContain('leeds');
    expect(band.every((city) => city.latitude >= 53.7 && city.latitude <= 53.9)).toBe(true);
    expect(band.map((city) => city.id)).toEqual(
      [...band.map((city) => city.id)].sort((a, b) => a - b),
    );
    expect(findCityPointBySlug(t.db, 'leeds')?.name).toBe('Leeds');
  });

  it('sees a city moved, renamed, added or removed on this connection', () => {
    expect(slugsBetween(60, 61)).toEqual([]);
    run("update cities set latitude = 60.5 where slug = 'york'");
    expect(slugsBetween(60, 61)).toEqual(['york']);
    run("update cities set name = 'Jorvik' where slug = 'york'");
    expect(findCityPointBySlug(t.db, 'york')?.name).toBe('Jorvik');
    run(
      "insert into cities (slug, name, region, postcode_areas, population, latitude, longitude) values ('lerwick', 'Lerwick', 'Shetland', '[]', 7000, 60.15, -1.15)",
    );
    expect(slugsBetween(60, 61)).toEqual(['york', 'lerwick']);
    run("update cities set latitude = null where slug = 'york'");
    expect(slugsBetween(60, 61)).toEqual(['lerwick']);
    expect(findCityPointBySlug(t.db, 'york')).toBeUndefined();
  });

  it('sees a change committed by another connection to the same file', () => {
    expect(findCityPointBySlug(t.db, 'hull')).toBeDefined();
    const other = new Database(t.db.$client.name);
    other.prepare("update cities set latitude = null, longitude = null where slug = 'hull'").run();
    other.close();
    expect(findCityPointBySlug(t.db, 'hull')).toBeUndefined();
  });

  it('does not keep a rolled-back change once another change brings a new stamp', () => {
    const move = (latitude: number) =>
      t.db.$client.prepare("update cities set latitude = ? where slug = 'york'").run(latitude);
    const rolledBack = t.db.$client.transaction(() => {
      move(60.5);
      expect(slugsBetween(60, 61)).toEqual(['york']);
      throw new Error('roll back');
    });
    expect(rolledBack).toThrow('roll back');
    // A counter would give this change the rolled-back change's number, and the copy read
    // inside the transaction would pass for current.
    move(60.7);
    expect(listCityPointsBetween(t.db, 60, 61)[0]?.latitude).toBe(60.7);
  });
});
