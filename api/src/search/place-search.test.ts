import { type SearchResults, searchResultsSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { placeUnplacedCities } from '../geo/city-coordinates.ts';
import { directoryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import type { TestApp } from '../testing/test-app.ts';

directoryTest.beforeEach(({ api }) => api.engine.commit(placeUnplacedCities));

async function search(api: TestApp, query: string): Promise<SearchResults> {
  const res = await api.app.request(`/api/search?${query}`);
  expect(res.status, query).toBe(200);
  return searchResultsSchema.parse(await readJson(res));
}
const citiesOf = (answer: SearchResults) => [...new Set(answer.results.map((s) => s.city))];

describe('GET /api/search by place', () => {
  directoryTest('reads a town, county or village as its nearest served cities', async ({ api }) => {
    for (const place of ['Stockport', 'Greater Manchester', 'Didsbury', 'Bolton, Lancashire']) {
      const answer = await search(api, `city=${encodeURIComponent(place)}`);
      expect(answer.total, place).toBe(4);
      expect(citiesOf(answer), place).toEqual(['Manchester']);
    }
    expect(citiesOf(await search(api, 'city=Bletchley'))).toEqual(['Milton Keynes']);
  });

  directoryTest(
    'reads any postcode through the resolver, and finds nobody far from every city',
    async ({ api }) => {
      expect(citiesOf(await search(api, 'postcode=SK4%202AB'))).toEqual(['Manchester']);
      expect(citiesOf(await search(api, 'postcode=OL1'))).toEqual(['Manchester']);
      expect((await search(api, 'city=Truro')).total).toBe(0);
      expect((await search(api, 'postcode=TR1%201AA')).total).toBe(0);
    },
  );
});
