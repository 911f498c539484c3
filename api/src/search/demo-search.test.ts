import { cityDetailSchema, type SearchResults, searchResultsSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { demoFileTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

async function search(api: TestApp, query: string): Promise<SearchResults> {
  const res = await api.app.request(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return searchResultsSchema.parse(await res.json());
}

describe('search over the demo directory', () => {
  demoFileTest('maps LS6 2AB to Leeds and finds every active Leeds specialist', async ({ api }) => {
    const leeds = cityDetailSchema.parse(await (await api.app.request('/api/cities/leeds')).json());
    const answer = await search(api, 'postcode=LS6%202AB&pageSize=50');
    expect(leeds.specialistCount).toBeGreaterThan(0);
    expect(answer.total).toBe(leeds.specialistCount);
    expect(answer.results.every((s) => s.city === 'Leeds')).toBe(true);
  });

  demoFileTest('pages through a large result set without repeats or gaps', async ({ api }) => {
    const first = await search(api, 'q=flooring&sort=name&pageSize=50');
    expect(first.total).toBeGreaterThan(50);
    const pages = Math.ceil(first.total / 50);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page += 1) {
      for (const s of (await search(api, `q=flooring&sort=name&pageSize=50&page=${page}`))
        .results) {
        seen.add(s.id);
      }
    }
    expect(seen.size).toBe(first.total);
  });

  demoFileTest('orders by rating from best to worst, unrated last', async ({ api }) => {
    const { results } = await search(api, 'service=tile&sort=rating&pageSize=50');
    const ratings = results.map((s) => (s.averageRating === null ? -1 : Number(s.averageRating)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});
