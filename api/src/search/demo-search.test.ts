import { cityDetailSchema, type SearchResults, searchResultsSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  seedDemoData(t.db, { now: new Date('2026-11-22T09:00:00Z') });
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchResults> {
  const res = await t.app.request(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return searchResultsSchema.parse(await res.json());
}

describe('search over the demo directory', () => {
  it('maps LS6 2AB to Leeds and finds every active Leeds specialist', async () => {
    const leeds = cityDetailSchema.parse(await (await t.app.request('/api/cities/leeds')).json());
    const answer = await search('postcode=LS6%202AB&pageSize=50');
    expect(leeds.specialistCount).toBeGreaterThan(0);
    expect(answer.total).toBe(leeds.specialistCount);
    expect(answer.results.every((s) => s.city === 'Leeds')).toBe(true);
  });

  it('pages through a large result set without repeats or gaps', async () => {
    const first = await search('q=flooring&sort=name&pageSize=50');
    expect(first.total).toBeGreaterThan(50);
    const pages = Math.ceil(first.total / 50);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page += 1) {
      for (const s of (await search(`q=flooring&sort=name&pageSize=50&page=${page}`)).results) {
        seen.add(s.id);
      }
    }
    expect(seen.size).toBe(first.total);
  });

  it('orders by rating from best to worst, unrated last', async () => {
    const { results } = await search('service=tile&sort=rating&pageSize=50');
    const ratings = results.map((s) => (s.averageRating === null ? -1 : Number(s.averageRating)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});
