import { type SearchResults, searchResultsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import type { TestApp } from '../testing/test-app.ts';

async function search(api: TestApp, query: string): Promise<SearchResults> {
  const res = await api.app.request(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return searchResultsSchema.parse(await res.json());
}
const names = (answer: SearchResults) => answer.results.map((s) => s.name);

describe('GET /api/search', () => {
  directoryTest(
    'finds specialists by words of their name, services and city, never suspended ones',
    async ({ api }) => {
      expect(names(await search(api, 'q=carpets&sort=name'))).toEqual([
        'Castle Carpets',
        'Premier Carpets',
      ]);
      const carpet = await search(api, 'q=carpet&sort=name');
      expect(names(carpet)).toEqual([
        'Castle Carpets',
        'Fresh Floors',
        'Keynes Vinyl',
        'Premier Carpets',
      ]);
      expect(carpet.total).toBe(4);
      expect(names(await search(api, 'q=milton%20keyn'))).toEqual(['Keynes Vinyl']);
    },
  );

  directoryTest(
    'answers the specialist card shape with published-review figures',
    async ({ api, directory }) => {
      const answer = await search(api, 'q=oakbridge');
      expect(answer).toEqual({
        results: [
          {
            id: directory.ids['oakbridge-flooring-manchester'],
            name: 'Oakbridge Flooring Ltd',
            slug: 'oakbridge-flooring-manchester',
            city: 'Manchester',
            servicesOffered: ['Hardwood Flooring', 'Engineered Wood'],
            averageRating: '4.3',
            reviewCount: 3,
            featured: true,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
        hasMore: false,
        totalCapped: false,
      });
    },
  );

  directoryTest.for([
    '"foo',
    'AND OR',
    'NEAR(carpet',
    '*',
    'carpet"',
    "'); drop table specialists;--",
    'col:name ^x -y {a b}',
  ])('treats %s as plain text and never fails', async (q, { api }) => {
    const res = await api.app.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    searchResultsSchema.parse(await res.json());
  });

  directoryTest('matches words typed with FTS syntax characters as words', async ({ api }) => {
    expect(names(await search(api, `q=${encodeURIComponent('"castle AND')}`))).toEqual([]);
    expect(names(await search(api, `q=${encodeURIComponent('"castle" carp*')}`))).toEqual([
      'Castle Carpets',
    ]);
  });

  directoryTest('finds the city of a UK postcode through its area letters', async ({ api }) => {
    expect((await search(api, 'postcode=M1%201AA')).total).toBe(4);
    expect((await search(api, 'postcode=SK4')).total).toBe(4);
    expect(names(await search(api, 'postcode=mk9%202ab'))).toEqual(['Keynes Vinyl']);
    expect(await search(api, 'postcode=ZZ1%201AA')).toMatchObject({ results: [], total: 0 });
  });

  directoryTest(
    'filters by city name or slug, and both location filters together',
    async ({ api }) => {
      expect(names(await search(api, 'city=Milton%20Keynes'))).toEqual(['Keynes Vinyl']);
      expect(names(await search(api, 'city=milton-keynes&q=carpet'))).toEqual(['Keynes Vinyl']);
      expect((await search(api, 'city=atlantis')).total).toBe(0);
      expect((await search(api, 'city=manchester&postcode=MK9')).total).toBe(0);
    },
  );

  directoryTest(
    'filters by service and by the rounded average of published reviews',
    async ({ api }) => {
      expect(names(await search(api, 'service=hardwood'))).toEqual(['Oakbridge Flooring Ltd']);
      expect(names(await search(api, 'minRating=4.5&sort=name'))).toEqual([
        'Castle Carpets',
        'Premier Carpets',
      ]);
      expect((await search(api, 'minRating=4.3')).total).toBe(3);
      expect(names(await search(api, 'service=carpet&minRating=3.5&city=milton-keynes'))).toEqual([
        'Keynes Vinyl',
      ]);
    },
  );

  directoryTest('sorts by rating, by number of reviews and by name', async ({ api }) => {
    expect(names(await search(api, 'sort=rating'))).toEqual([
      'Castle Carpets',
      'Premier Carpets',
      'Oakbridge Flooring Ltd',
      'Keynes Vinyl',
      'Fresh Floors',
    ]);
    expect(names(await search(api, 'sort=reviews'))).toEqual([
      'Castle Carpets',
      'Oakbridge Flooring Ltd',
      'Keynes Vinyl',
      'Premier Carpets',
      'Fresh Floors',
    ]);
    expect(names(await search(api, 'sort=relevance'))[0]).toBe('Oakbridge Flooring Ltd');
  });

  directoryTest('pages through the results with the total on every page', async ({ api }) => {
    const second = await search(api, 'sort=name&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, hasMore: true });
    expect(names(second)).toEqual(['Keynes Vinyl', 'Oakbridge Flooring Ltd']);
    const last = await search(api, 'sort=name&pageSize=2&page=3');
    expect(names(last)).toEqual(['Premier Carpets']);
    expect(last.hasMore).toBe(false);
    expect(await search(api, 'sort=name&pageSize=2&page=9')).toMatchObject({
      results: [],
      total: 5,
    });
  });

  directoryTest.for([
    ['sort=best', 'sort'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['pageSize=51', 'pageSize'],
    ['minRating=6', 'minRating'],
    ['minRating=5.5', 'minRating'],
    ['service=plumbing', 'service'],
    ['postcode=not%20a%20code', 'postcode'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses %s with 400 naming the field', async ([query, field], { api }) => {
    const res = await api.app.request(`/api/search?${query}`);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  directoryTest(
    'keeps the index in step with renamed, moved and re-serviced specialists',
    async ({ api, directory }) => {
      const id = directory.ids['fresh-floors-manchester'] ?? 0;
      const { db, tables } = api.engine;
      const { cities, specialistServices, specialists } = tables;
      await db
        .update(specialists)
        .set({ name: 'Walnut Works', description: 'Floors laid across the city.' })
        .where(eq(specialists.id, id));
      expect(names(await search(api, 'q=walnut'))).toEqual(['Walnut Works']);
      expect((await search(api, 'q=fresh')).total).toBe(0);

      await db.delete(specialistServices).where(eq(specialistServices.specialistId, id));
      await db
        .insert(specialistServices)
        .values({ specialistId: id, serviceSlug: 'tile', label: 'Porcelain Tiling' });
      expect(names(await search(api, 'q=porcelain'))).toEqual(['Walnut Works']);
      expect(names(await search(api, 'q=carpet&city=manchester&sort=name'))).toEqual([
        'Castle Carpets',
        'Premier Carpets',
      ]);

      await db
        .update(cities)
        .set({ name: 'Greater Manchester' })
        .where(eq(cities.slug, 'manchester'));
      expect((await search(api, 'q=greater')).total).toBe(4);
      await db.delete(specialists).where(eq(specialists.id, id));
      expect((await search(api, 'q=walnut')).total).toBe(0);
    },
  );
});
