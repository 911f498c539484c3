import { type Specialist, specialistDetailSchema, specialistSchema } from '@flo/contract';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DirectoryFixture, insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let fixture: DirectoryFixture;

beforeEach(() => {
  t = createTestApp();
  fixture = insertDirectoryFixture(t.db);
});
afterEach(() => t.close());

async function getJson(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/specialists/city/{citySlug}', () => {
  it('lists active specialists, featured first, then by rating and review count', async () => {
    const { status, body } = await getJson('/api/specialists/city/manchester');
    expect(status).toBe(200);
    const list = specialistSchema.array().parse(body);
    expect(list.map((s) => [s.slug, s.averageRating, s.reviewCount])).toEqual([
      ['oakbridge-flooring-manchester', '4.3', 3],
      ['castle-carpets-manchester', '5.0', 6],
      ['premier-carpets-manchester', '5.0', 1],
      ['fresh-floors-manchester', null, 0],
    ]);
    expect(list[0]).toEqual({
      id: fixture.ids['oakbridge-flooring-manchester'],
      name: 'Oakbridge Flooring Ltd',
      slug: 'oakbridge-flooring-manchester',
      city: 'Manchester',
      servicesOffered: ['Hardwood Flooring', 'Engineered Wood'],
      averageRating: '4.3',
      reviewCount: 3,
      featured: true,
    });
    expect(list.filter((s) => s.featured).map((s) => s.slug)).toEqual([
      'oakbridge-flooring-manchester',
    ]);
  });

  it('normalises the city the way the client builds its slug', async () => {
    for (const raw of ['Milton%20Keynes', 'MILTON-KEYNES', '%20milton%20keynes%20']) {
      const { status, body } = await getJson(`/api/specialists/city/${raw}`);
      expect(status, raw).toBe(200);
      expect(body, raw).toEqual([
        expect.objectContaining({ slug: 'keynes-vinyl-milton-keynes', averageRating: '3.5' }),
      ]);
    }
  });

  it('answers an empty list for an unknown city, SQL-looking input included', async () => {
    for (const city of ['atlantis', encodeURIComponent("x' OR 1=1 --")]) {
      const { status, body } = await getJson(`/api/specialists/city/${city}`);
      expect(status, city).toBe(200);
      expect(body, city).toEqual([]);
    }
  });

  it('answers a page asked for again from memory, without a query', async () => {
    const first = await t.app.request('/api/specialists/city/manchester?pageSize=2');
    const prepare = vi.spyOn(t.db.$client, 'prepare');
    const again = await t.app.request('/api/specialists/city/manchester?pageSize=2');
    const listingQueries = prepare.mock.calls.filter(([sql]) => /from "specialists"/.test(sql));
    expect(listingQueries).toEqual([]);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await again.text()).toBe(await first.text());
    const nextPage = await getJson('/api/specialists/city/manchester?page=2&pageSize=2');
    expect((nextPage.body as unknown as { slug: string }[]).map((s) => s.slug)).toEqual([
      'premier-carpets-manchester',
      'fresh-floors-manchester',
    ]);
  });

  it('shows a write on the next read, from this connection or another', async () => {
    const slugsAndRatings = async () =>
      ((await getJson('/api/specialists/city/manchester')).body as unknown as Specialist[]).map(
        (s) => [s.slug, s.averageRating],
      );
    expect(await slugsAndRatings()).toEqual([
      ['oakbridge-flooring-manchester', '4.3'],
      ['castle-carpets-manchester', '5.0'],
      ['premier-carpets-manchester', '5.0'],
      ['fresh-floors-manchester', null],
    ]);
    t.db.$client.prepare(`update reviews set status = 'published' where status = 'pending'`).run();
    expect((await slugsAndRatings())[0]).toEqual(['oakbridge-flooring-manchester', '3.5']);
    const other = new Database(t.db.$client.name);
    other
      .prepare(
        `update specialists set status = 'suspended' where slug = 'castle-carpets-manchester'`,
      )
      .run();
    other.close();
    expect(await slugsAndRatings()).toEqual([
      ['oakbridge-flooring-manchester', '3.5'],
      ['premier-carpets-manchester', '5.0'],
      ['fresh-floors-manchester', null],
    ]);
  });

  it('answers an empty list for a wordless or over-long city instead of an error', async () => {
    for (const city of ['a'.repeat(121), 'a'.repeat(500), '%21%21%21', '%3F%3F%3F', '-']) {
      const { status, body } = await getJson(`/api/specialists/city/${city}`);
      expect(status, city).toBe(200);
      expect(body, city).toEqual([]);
    }
  });
});

describe('GET /api/specialists/unified/{slug}', () => {
  it('answers the profile of an active specialist', async () => {
    const { status, body } = await getJson(
      '/api/specialists/unified/oakbridge-flooring-manchester',
    );
    expect(status).toBe(200);
    expect(specialistDetailSchema.parse(body)).toMatchObject({
      id: fixture.ids['oakbridge-flooring-manchester'],
      city: 'Manchester',
      citySlug: 'manchester',
      region: 'North West',
      postcodeAreas: ['M', 'SK'],
      serviceSlugs: ['hardwood', 'engineered-wood'],
      servicesOffered: ['Hardwood Flooring', 'Engineered Wood'],
      averageRating: '4.3',
      reviewCount: 3,
      tier: 'featured',
      website: 'https://oakbridge-flooring-manchester.example',
      claimed: false,
    });
  });

  it('answers null rating for a specialist with no reviews', async () => {
    const { body } = await getJson('/api/specialists/unified/fresh-floors-manchester');
    expect(body).toMatchObject({ averageRating: null, reviewCount: 0, website: null });
  });

  it('answers 404 for unknown and suspended specialists', async () => {
    for (const slug of ['nobody-manchester', 'shady-tiles-manchester']) {
      const { status, body } = await getJson(`/api/specialists/unified/${slug}`);
      expect(status, slug).toBe(404);
      expect(body, slug).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers 400 for a slug outside lower-case letters, digits and hyphens', async () => {
    const { status, body } = await getJson('/api/specialists/unified/Robert%27s%3Cb%3E');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('GET /api/specialists/{city}/{service}', () => {
  it('counts active specialists of the city offering the service', async () => {
    expect(await getJson('/api/specialists/manchester/carpet')).toEqual({
      status: 200,
      body: { totalSpecialists: 3, averageRating: '5.0' },
    });
    expect((await getJson('/api/specialists/Manchester/hardwood')).body).toEqual({
      totalSpecialists: 1,
      averageRating: '4.3',
    });
  });

  it('answers zeros for a city without such specialists', async () => {
    for (const path of [
      '/api/specialists/manchester/tile',
      '/api/specialists/atlantis/carpet',
      '/api/specialists/%21%21%21/carpet',
      `/api/specialists/${'m'.repeat(201)}/carpet`,
    ]) {
      expect(await getJson(path), path).toEqual({
        status: 200,
        body: { totalSpecialists: 0, averageRating: null },
      });
    }
  });

  it('answers 400 for a service that is not one of the six', async () => {
    for (const service of ['other', 'plumbing', 'CARPET']) {
      const { status, body } = await getJson(`/api/specialists/manchester/${service}`);
      expect(status, service).toBe(400);
      expect(body, service).toMatchObject({ error: { fields: { service: expect.any(Array) } } });
    }
  });
});
