import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed/reference.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

interface CityRow {
  slug: string;
  latitude: number | null;
  longitude: number | null;
}
const cityRows = () =>
  t.db.$client.prepare('select slug, latitude, longitude from cities').all() as CityRow[];
const city = (slug: string) => cityRows().find((row) => row.slug === slug);
const run = (sql: string) => t.db.$client.prepare(sql).run();

describe('city coordinates from the gazetteer (seedReferenceData)', () => {
  it('places every seeded city where it is', () => {
    seedReferenceData(t.db);
    expect(cityRows().filter((row) => row.latitude === null || row.longitude === null)).toEqual([]);
    expect(city('manchester')?.latitude).toBeCloseTo(53.48, 1);
    expect(city('manchester')?.longitude).toBeCloseTo(-2.24, 1);
    expect(city('newcastle')?.latitude).toBeCloseTo(54.97, 1);
    expect(city('hull')?.longitude).toBeCloseTo(-0.34, 1);
  });

  it('fills what an existing database lacks on the next start and keeps what was set', () => {
    seedReferenceData(t.db);
    run('update cities set latitude = null, longitude = null');
    run("update cities set latitude = 53.9, longitude = -1.0 where slug = 'york'");
    run(
      "insert into cities (slug, name, region, postcode_areas, population) values ('atlantis', 'Atlantis', 'Sea', '[]', 1)",
    );
    seedReferenceData(t.db);
    expect(city('leeds')?.latitude).toBeCloseTo(53.8, 1);
    expect(city('york')).toEqual({ slug: 'york', latitude: 53.9, longitude: -1.0 });
    expect(city('atlantis')).toEqual({ slug: 'atlantis', latitude: null, longitude: null });
  });
});
