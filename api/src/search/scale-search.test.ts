import { type SearchResults, type Specialist, searchResultsSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { runOnSqliteNow, sqliteEngine } from '../db/engine/index.ts';
import { listActiveSpecialistsInCity } from '../directory/specialists-repository.ts';
import { readJson } from '../testing/json.ts';
import { queryPlans } from '../testing/query-plans.ts';
import { useScaleDatabase } from '../testing/scale-database.ts';
import { searchMatch } from './fts-query.ts';
import { searchSpecialists } from './repository.ts';

const { db, app } = useScaleDatabase({ specialists: 2_000, now: new Date('2026-11-25') });

async function get<T>(path: string): Promise<T> {
  const res = await app().request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const search = async (query: string): Promise<SearchResults> =>
  searchResultsSchema.parse(await get(`/api/search?${query}`));

describe('search over 2,000 specialists', () => {
  it('caps a broad text search at 1,000 ranked matches and says so', async () => {
    const first = await search('q=flooring');
    expect(first).toMatchObject({ total: 1_000, totalCapped: true, hasMore: true });
    const last = await search('q=flooring&page=20&pageSize=50');
    expect(last.results).toHaveLength(50);
    expect(last.hasMore).toBe(false);
    expect((await search('q=flooring&page=21&pageSize=50')).results).toEqual([]);
  });

  it('applies the filters before the cap, so a small city still finds all its matches', async () => {
    const inverness = await search('q=flooring&city=inverness&pageSize=50');
    const expected = db()
      .$client.prepare(`select count(*) from specialist_search m join specialists sp on sp.id = m.rowid
        join cities c on c.id = sp.city_id
        where specialist_search match '"flooring"*' and c.slug = 'inverness' and sp.status = 'active'`)
      .pluck()
      .get() as number;
    expect(expected).toBeGreaterThan(0);
    expect(inverness).toMatchObject({ total: expected, totalCapped: false });
    expect(new Set(inverness.results.map((s) => s.city))).toEqual(new Set(['Inverness']));
  });

  it('answers exact totals without text, in listing order across pages', async () => {
    const active = db()
      .$client.prepare(`select count(*) from specialists where status = 'active'`)
      .pluck()
      .get() as number;
    const page = await search('pageSize=50&page=3');
    expect(page).toMatchObject({ total: active, totalCapped: false, hasMore: true });
  });

  it('reads the listing indexes for the hot queries: no scan of reviews, no sort of every row', () => {
    const plans = queryPlans(db(), () => {
      for (const sort of ['relevance', 'rating', 'reviews', 'name'] as const) {
        searchSpecialists(sqliteEngine(db()), { sort, limit: 20, offset: 40 });
      }
      searchSpecialists(sqliteEngine(db()), {
        cityIds: [1],
        sort: 'relevance',
        limit: 20,
        offset: 0,
      });
      searchSpecialists(sqliteEngine(db()), {
        tier: 'featured',
        sort: 'rating',
        limit: 12,
        offset: 0,
      });
      runOnSqliteNow(db(), listActiveSpecialistsInCity, 'london', { limit: 24, offset: 48 });
      searchSpecialists(sqliteEngine(db()), {
        cityIds: [3],
        serviceSlug: 'hardwood',
        minRatingTenths: 40,
        sort: 'relevance',
        limit: 20,
        offset: 0,
      });
    });
    expect(plans.join('\n')).not.toMatch(
      /(SCAN|SEARCH) (r|reviews)\b|TEMP B-TREE FOR ORDER BY|SCAN (sp|specialists)\b/,
    );
    for (const index of [
      'specialists_listing_idx',
      'specialists_rating_order_idx',
      'specialists_reviews_order_idx',
      'specialists_name_order_idx',
      'specialists_city_listing_idx',
    ]) {
      expect(plans.some((step) => step.includes(index))).toBe(true);
    }
  });
});

describe('text search plan', () => {
  it('reads the full-text matches first and looks each specialist up by id', () => {
    const plans = queryPlans(db(), () => {
      searchSpecialists(sqliteEngine(db()), {
        match: searchMatch('carpet'),
        cityIds: [1],
        sort: 'relevance',
        limit: 20,
        offset: 0,
      });
    });
    expect(plans).toContainEqual(expect.stringMatching(/^SCAN specialist_search VIRTUAL TABLE/));
    expect(plans).toContainEqual('SEARCH sp USING INTEGER PRIMARY KEY (rowid=?)');
    expect(plans.join('\n')).not.toMatch(/SEARCH sp USING (COVERING )?INDEX/);
  });
});

describe('GET /api/specialists/city/{city} pages', () => {
  it('pages through the city in one order, every specialist once', async () => {
    const all = await get<Specialist[]>('/api/specialists/city/london?pageSize=100');
    const paged: Specialist[] = [];
    for (let page = 1; page <= 5; page++) {
      paged.push(
        ...(await get<Specialist[]>(`/api/specialists/city/london?page=${page}&pageSize=20`)),
      );
    }
    expect(all).toHaveLength(100);
    expect(paged.map((s) => s.id)).toEqual(all.map((s) => s.id));
    expect(await get(`/api/specialists/city/london?page=10000`)).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
  ])('refuses %s with 400 JSON naming the field', async (query, field) => {
    const res = await app().request(`/api/specialists/city/london?${query}`);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});
