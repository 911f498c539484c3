import { describe, expect } from 'vitest';
import { seedReferenceData } from '../seed/reference.ts';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

interface CityRow {
  slug: string;
  latitude: number | null;
  longitude: number | null;
}
const cityRows = (api: TestApp) =>
  api.db.$client.prepare('select slug, latitude, longitude from cities').all() as CityRow[];
const city = (api: TestApp, slug: string) => cityRows(api).find((row) => row.slug === slug);
const run = (api: TestApp, sql: string) => api.db.$client.prepare(sql).run();

describe('city coordinates from the gazetteer (seedReferenceData)', () => {
  apiTest('places every seeded city where it is', ({ api }) => {
    seedReferenceData(api.db);
    expect(cityRows(api).filter((row) => row.latitude === null || row.longitude === null)).toEqual(
      [],
    );
    expect(city(api, 'manchester')?.latitude).toBeCloseTo(53.48, 1);
    expect(city(api, 'manchester')?.longitude).toBeCloseTo(-2.24, 1);
    expect(city(api, 'newcastle')?.latitude).toBeCloseTo(54.97, 1);
    expect(city(api, 'hull')?.longitude).toBeCloseTo(-0.34, 1);
  });

  apiTest(
    'fills what an existing database lacks on the next start and keeps what was set',
    ({ api }) => {
      seedReferenceData(api.db);
      run(api, 'update cities set latitude = null, longitude = null');
      run(api, "update cities set latitude = 53.9, longitude = -1.0 where slug = 'york'");
      run(
        api,
        "insert into cities (slug, name, region, postcode_areas, population) values ('atlantis', 'Atlantis', 'Sea', '[]', 1)",
      );
      seedReferenceData(api.db);
      expect(city(api, 'leeds')?.latitude).toBeCloseTo(53.8, 1);
      expect(city(api, 'york')).toEqual({ slug: 'york', latitude: 53.9, longitude: -1.0 });
      expect(city(api, 'atlantis')).toEqual({ slug: 'atlantis', latitude: null, longitude: null });
    },
  );
});
