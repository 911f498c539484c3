import { apiErrorSchema, resolvedLocationSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSpecialistsForEnquiry } from '../enquiries/match-specialists.ts';
import { openSeededDemoDb, type SeededDemoDb } from '../testing/demo-db.ts';

let demo: SeededDemoDb;
beforeAll(() => {
  demo = openSeededDemoDb();
});
afterAll(() => demo.t.close());

async function resolve(q: string, service?: string) {
  const query = new URLSearchParams({ q, ...(service ? { service } : {}) });
  const res = await demo.t.app.request(`/api/locations/resolve?${query}`);
  expect(res.status, q).toBe(200);
  return resolvedLocationSchema.parse(await res.json());
}

describe('GET /api/locations/resolve', () => {
  it('places a full postcode in its city, with that city first at distance 0', async () => {
    const answer = await resolve('M14 5AB');
    expect(answer.match).toEqual({ kind: 'postcode', label: 'Manchester', postcode: 'M14 5AB' });
    expect(answer.nearest[0]).toMatchObject({ slug: 'manchester', distanceMiles: 0 });
    expect(answer.specialists.length).toBe(3);
    expect(answer.specialists.every((s) => s.city === 'Manchester')).toBe(true);
  });

  it('sends a town outside the directory to the nearest served city, with the distance', async () => {
    const stockport = await resolve('Stockport');
    expect(stockport.match).toEqual({ kind: 'town', label: 'Stockport' });
    expect(stockport.nearest[0]?.slug).toBe('manchester');
    expect(stockport.nearest[0]?.distanceMiles).toBeGreaterThanOrEqual(5);
    expect(stockport.nearest[0]?.distanceMiles).toBeLessThanOrEqual(8);
    const chester = await resolve('Chester');
    expect(chester.nearest[0]?.slug).toBe('liverpool');
  });

  it("understands counties and 'Town, County'", async () => {
    const county = await resolve('Greater Manchester');
    expect(county.match?.kind).toBe('county');
    expect(county.nearest[0]?.slug).toBe('manchester');
    const leeds = await resolve('Leeds, West Yorkshire');
    expect(leeds.match).toEqual({ kind: 'city', label: 'Leeds' });
    expect(leeds.nearest[0]).toMatchObject({ slug: 'leeds', distanceMiles: 0 });
  });

  it('finds served cities near a village, nearest first and within 50 miles', async () => {
    const answer = await resolve('Grassington');
    expect(answer.match).toEqual({ kind: 'town', label: 'Grassington' });
    expect(answer.nearest.length).toBeGreaterThan(0);
    const miles = answer.nearest.map((city) => city.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(50);
  });

  it('counts and ranks only specialists offering the service, in matching order', async () => {
    const answer = await resolve('Stockport', 'hardwood');
    for (const city of answer.nearest) {
      const offering = demo.count(
        `select count(*) from specialists sp join cities c on c.id = sp.city_id
         where c.slug = ? and sp.status = 'active' and exists (select 1 from specialist_services ss
         where ss.specialist_id = sp.id and ss.service_slug = 'hardwood')`,
        city.slug,
      );
      expect(city.specialistCount, city.slug).toBe(offering);
    }
    const matched = matchSpecialistsForEnquiry(demo.t.db, {
      location: 'Stockport',
      serviceSlug: 'hardwood',
      serviceText: '',
    });
    expect(answer.specialists.map((s) => s.id)).toEqual(matched.map((s) => s.id));
  });

  it("reads service 'other' as any service", async () => {
    expect(await resolve('Stockport', 'other')).toEqual(await resolve('Stockport'));
  });

  it('answers match null and empty lists for text that is no place', async () => {
    expect(await resolve('asdfgh qwerty')).toEqual({
      query: 'asdfgh qwerty',
      match: null,
      nearest: [],
      specialists: [],
      choices: [],
      suggestions: [],
      distant: [],
    });
  });

  it('refuses a blank or over-long query, or an unknown service, as a validation error', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(121)}`, 'q=Leeds&service=marble']) {
      const res = await demo.t.app.request(`/api/locations/resolve?${query}`);
      expect(res.status, query).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('validation_failed');
    }
    const missing = await demo.t.app.request('/api/locations/resolve');
    expect(missing.status).toBe(400);
  });
});
