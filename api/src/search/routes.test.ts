import { type SearchResults, searchResultsSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cities, specialistServices, specialists } from '../db/schema.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeEach(() => {
  t = createTestApp();
  ids = insertDirectoryFixture(t.db).ids;
});
afterEach(() => t.close());

async function search(query: string): Promise<SearchResults> {
  const res = await t.app.request(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return searchResultsSchema.parse(await res.json());
}
const names = (answer: SearchResults) => answer.results.map((s) => s.name);

describe('GET /api/search', () => {
  it('finds specialists by words of their name, services and city, never suspended ones', async () => {
    expect(names(await search('q=carpets&sort=name'))).toEqual([
      'Castle Carpets',
      'Premier Carpets',
    ]);
    const carpet = await search('q=carpet&sort=name');
    expect(names(carpet)).toEqual([
      'Castle Carpets',
      'Fresh Floors',
      'Keynes Vinyl',
      'Premier Carpets',
    ]);
    expect(carpet.total).toBe(4);
    expect(names(await search('q=milton%20keyn'))).toEqual(['Keynes Vinyl']);
  });

  it('answers the specialist card shape with published-review figures', async () => {
    const answer = await search('q=oakbridge');
    expect(answer).toEqual({
      results: [
        {
          id: ids['oakbridge-flooring-manchester'],
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
  });

  it.each([
    '"foo',
    'AND OR',
    'NEAR(carpet',
    '*',
    'carpet"',
    "'); drop table specialists;--",
    'col:name ^x -y {a b}',
  ])('treats %s as plain text and never fails', async (q) => {
    const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    searchResultsSchema.parse(await res.json());
  });

  it('matches words typed with FTS syntax characters as words', async () => {
    expect(names(await search(`q=${encodeURIComponent('"castle AND')}`))).toEqual([]);
    expect(names(await search(`q=${encodeURIComponent('"castle" carp*')}`))).toEqual([
      'Castle Carpets',
    ]);
  });

  it('finds the city of a UK postcode through its area letters', async () => {
    expect((await search('postcode=M1%201AA')).total).toBe(4);
    expect((await search('postcode=SK4')).total).toBe(4);
    expect(names(await search('postcode=mk9%202ab'))).toEqual(['Keynes Vinyl']);
    expect(await search('postcode=ZZ1%201AA')).toMatchObject({ results: [], total: 0 });
  });

  it('filters by city name or slug, and both location filters together', async () => {
    expect(names(await search('city=Milton%20Keynes'))).toEqual(['Keynes Vinyl']);
    expect(names(await search('city=milton-keynes&q=carpet'))).toEqual(['Keynes Vinyl']);
    expect((await search('city=atlantis')).total).toBe(0);
    expect((await search('city=manchester&postcode=MK9')).total).toBe(0);
  });

  it('filters by service and by the rounded average of published reviews', async () => {
    expect(names(await search('service=hardwood'))).toEqual(['Oakbridge Flooring Ltd']);
    expect(names(await search('minRating=4.5&sort=name'))).toEqual([
      'Castle Carpets',
      'Premier Carpets',
    ]);
    expect((await search('minRating=4.3')).total).toBe(3);
    expect(names(await search('service=carpet&minRating=3.5&city=milton-keynes'))).toEqual([
      'Keynes Vinyl',
    ]);
  });

  it('sorts by rating, by number of reviews and by name', async () => {
    expect(names(await search('sort=rating'))).toEqual([
      'Castle Carpets',
      'Premier Carpets',
      'Oakbridge Flooring Ltd',
      'Keynes Vinyl',
      'Fresh Floors',
    ]);
    expect(names(await search('sort=reviews'))).toEqual([
      'Castle Carpets',
      'Oakbridge Flooring Ltd',
      'Keynes Vinyl',
      'Premier Carpets',
      'Fresh Floors',
    ]);
    expect(names(await search('sort=relevance'))[0]).toBe('Oakbridge Flooring Ltd');
  });

  it('pages through the results with the total on every page', async () => {
    const second = await search('sort=name&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, hasMore: true });
    expect(names(second)).toEqual(['Keynes Vinyl', 'Oakbridge Flooring Ltd']);
    const last = await search('sort=name&pageSize=2&page=3');
    expect(names(last)).toEqual(['Premier Carpets']);
    expect(last.hasMore).toBe(false);
    expect(await search('sort=name&pageSize=2&page=9')).toMatchObject({ results: [], total: 5 });
  });

  it.each([
    ['sort=best', 'sort'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['pageSize=51', 'pageSize'],
    ['minRating=6', 'minRating'],
    ['minRating=5.5', 'minRating'],
    ['service=plumbing', 'service'],
    ['postcode=not%20a%20code', 'postcode'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await t.app.request(`/api/search?${query}`);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it('keeps the index in step with renamed, moved and re-serviced specialists', async () => {
    const id = ids['fresh-floors-manchester'] ?? 0;
    t.db
      .update(specialists)
      .set({ name: 'Walnut Works', description: 'Floors laid across the city.' })
      .where(eq(specialists.id, id))
      .run();
    expect(names(await search('q=walnut'))).toEqual(['Walnut Works']);
    expect((await search('q=fresh')).total).toBe(0);

    t.db.delete(specialistServices).where(eq(specialistServices.specialistId, id)).run();
    t.db
      .insert(specialistServices)
      .values({ specialistId: id, serviceSlug: 'tile', label: 'Porcelain Tiling' })
      .run();
    expect(names(await search('q=porcelain'))).toEqual(['Walnut Works']);
    expect(names(await search('q=carpet&city=manchester&sort=name'))).toEqual([
      'Castle Carpets',
      'Premier Carpets',
    ]);

    t.db
      .update(cities)
      .set({ name: 'Greater Manchester' })
      .where(eq(cities.slug, 'manchester'))
      .run();
    expect((await search('q=greater')).total).toBe(4);
    t.db.delete(specialists).where(eq(specialists.id, id)).run();
    expect((await search('q=walnut')).total).toBe(0);
  });
});
