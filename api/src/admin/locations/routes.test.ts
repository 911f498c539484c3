import { adminCitiesSchema, adminLocationPagesSchema, cityDetailSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { openSeededDemoDb, type SeededDemoDb } from '../../testing/demo-db.ts';
import { jsonBody } from '../../testing/test-app.ts';

let db: SeededDemoDb;
let admin: Record<string, string>;
beforeAll(async () => {
  db = openSeededDemoDb();
  const token = createSession(db.t.db, 'admin', await insertAdmin(db.t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => db.t.close());

const send = (method: string, path: string, body: unknown) =>
  db.t.app.request(path, { ...jsonBody(body, admin), method });
const city = async (slug: string) =>
  cityDetailSchema.parse(await (await db.t.app.request(`/api/cities/${slug}`)).json());

describe('Admin › Locations', () => {
  it('lists cities with their areas and active specialists', async () => {
    const res = await db.t.app.request('/api/admin/cities', { headers: admin });
    const { cities } = adminCitiesSchema.parse(await res.json());
    expect(cities.find((c) => c.slug === 'leeds')).toMatchObject({
      name: 'Leeds',
      postcodeAreas: ['LS'],
    });
    expect(cities.find((c) => c.slug === 'leeds')?.specialistCount).toBeGreaterThan(0);
  });

  it('adds a city, edits its areas, and refuses a duplicate or a bad area', async () => {
    const added = await send('POST', '/api/admin/cities', {
      name: 'Harrogate',
      region: 'Yorkshire and the Humber',
      postcodeAreas: ['hg'],
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect((await city('harrogate')).postcodeAreas).toEqual(['HG']);
    const edited = await send('PATCH', `/api/admin/cities/${id}`, {
      name: 'Harrogate',
      region: 'Yorkshire and the Humber',
      postcodeAreas: ['HG', 'YO'],
    });
    expect(edited.status).toBe(200);
    expect((await city('harrogate')).postcodeAreas).toEqual(['HG', 'YO']);
    const again = await send('POST', '/api/admin/cities', {
      name: 'Harrogate',
      region: 'Yorkshire and the Humber',
      postcodeAreas: ['HG'],
    });
    expect(again.status).toBe(409);
    const bad = await send('PATCH', `/api/admin/cities/${id}`, {
      name: 'Harrogate',
      region: 'Yorkshire and the Humber',
      postcodeAreas: ['H1'],
    });
    expect(bad.status).toBe(400);
  });
});

describe('Admin › Location pages', () => {
  it('writes the city page and a city + service page; the public city answer carries them', async () => {
    const generated = (await city('leeds')).intro;
    for (const serviceSlug of [null, 'carpet']) {
      const res = await send('PUT', '/api/admin/location-pages', {
        citySlug: 'leeds',
        serviceSlug,
        intro: `Written intro for ${serviceSlug ?? 'Leeds'}.`,
        seoTitle: `Title ${serviceSlug ?? 'Leeds'}`,
        seoDescription: 'Written description.',
      });
      expect(res.status).toBe(200);
    }
    const leeds = await city('leeds');
    expect(leeds.intro).toBe('Written intro for Leeds.');
    expect(leeds.pages.map((p) => [p.serviceSlug, p.seoTitle])).toEqual([
      [null, 'Title Leeds'],
      ['carpet', 'Title carpet'],
    ]);
    const { pages } = adminLocationPagesSchema.parse(
      await (await db.t.app.request('/api/admin/location-pages', { headers: admin })).json(),
    );
    const cityPage = pages.find((p) => p.citySlug === 'leeds' && p.serviceSlug === null);
    expect(
      (
        await db.t.app.request(`/api/admin/location-pages/${cityPage?.id}`, {
          method: 'DELETE',
          headers: admin,
        })
      ).status,
    ).toBe(200);
    expect((await city('leeds')).intro).toBe(generated);
  });

  it('replaces a page’s text rather than adding a second, and refuses an unknown city', async () => {
    const body = { citySlug: 'york', serviceSlug: 'tile', seoTitle: 'T', seoDescription: 'D' };
    await send('PUT', '/api/admin/location-pages', { ...body, intro: 'First.' });
    await send('PUT', '/api/admin/location-pages', { ...body, intro: 'Second.' });
    expect((await city('york')).pages).toEqual([
      { serviceSlug: 'tile', intro: 'Second.', seoTitle: 'T', seoDescription: 'D' },
    ]);
    const unknown = await send('PUT', '/api/admin/location-pages', {
      ...body,
      citySlug: 'atlantis',
      intro: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});
