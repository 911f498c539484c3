import { type SearchResults, searchResultsSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillCityCoordinates } from '../geo/city-coordinates.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  insertDirectoryFixture(t.db);
  fillCityCoordinates(t.db);
});
afterEach(() => t.close());

async function search(query: string): Promise<SearchResults> {
  const res = await t.app.request(`/api/search?${query}`);
  expect(res.status, query).toBe(200);
  return searchResultsSchema.parse(await readJson(res));
}
const citiesOf = (answer: SearchResults) => [...new Set(answer.results.map((s) => s.city))];

describe('GET /api/search by place', () => {
  it('reads a town, county or village as its nearest served cities', async () => {
    for (const place of ['Stockport', 'Greater Manchester', 'Didsbury', 'Bolton, Lancashire']) {
      const answer = await search(`city=${encodeURIComponent(place)}`);
      expect(answer.total, place).toBe(4);
      expect(citiesOf(answer), place).toEqual(['Manchester']);
    }
    expect(citiesOf(await search('city=Bletchley'))).toEqual(['Milton Keynes']);
  });

  it('reads any postcode through the resolver, and finds nobody far from every city', async () => {
    expect(citiesOf(await search('postcode=SK4%202AB'))).toEqual(['Manchester']);
    expect(citiesOf(await search('postcode=OL1'))).toEqual(['Manchester']);
    expect((await search('city=Truro')).total).toBe(0);
    expect((await search('postcode=TR1%201AA')).total).toBe(0);
  });
});
