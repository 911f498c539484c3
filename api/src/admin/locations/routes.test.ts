import { adminCitiesSchema, adminLocationPagesSchema, cityDetailSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const send = (
  api: TestApp,
  admin: Record<string, string>,
  method: string,
  path: string,
  body: unknown,
) => api.app.request(path, { ...jsonBody(body, admin), method });
const city = async (api: TestApp, slug: string) =>
  cityDetailSchema.parse(await (await api.app.request(`/api/cities/${slug}`)).json());

describe('Admin › Locations', () => {
  demoFileTest('lists cities with their areas and active specialists', async ({ api, admin }) => {
    const res = await api.app.request('/api/admin/cities', { headers: admin });
    const { cities } = adminCitiesSchema.parse(await res.json());
    expect(cities.find((c) => c.slug === 'leeds')).toMatchObject({
      name: 'Leeds',
      postcodeAreas: ['LS'],
    });
    expect(cities.find((c) => c.slug === 'leeds')?.specialistCount).toBeGreaterThan(0);
  });

  demoFileTest(
    'adds a city, edits its areas, and refuses a duplicate or a bad area',
    async ({ api, admin }) => {
      const added = await send(api, admin, 'POST', '/api/admin/cities', {
        name: 'Harrogate',
        region: 'Yorkshire and the Humber',
        postcodeAreas: ['hg'],
      });
      expect(added.status).toBe(201);
      const { id } = (await added.json()) as { id: number };
      expect((await city(api, 'harrogate')).postcodeAreas).toEqual(['HG']);
      const edited = await send(api, admin, 'PATCH', `/api/admin/cities/${id}`, {
        name: 'Harrogate',
        region: 'Yorkshire and the Humber',
        postcodeAreas: ['HG', 'YO'],
      });
      expect(edited.status).toBe(200);
      expect((await city(api, 'harrogate')).postcodeAreas).toEqual(['HG', 'YO']);
      const again = await send(api, admin, 'POST', '/api/admin/cities', {
        name: 'Harrogate',
        region: 'Yorkshire and the Humber',
        postcodeAreas: ['HG'],
      });
      expect(again.status).toBe(409);
      const bad = await send(api, admin, 'PATCH', `/api/admin/cities/${id}`, {
        name: 'Harrogate',
        region: 'Yorkshire and the Humber',
        postcodeAreas: ['H1'],
      });
      expect(bad.status).toBe(400);
    },
  );
});

describe('Admin › Location pages', () => {
  demoFileTest(
    'writes the city page and a city + service page; the public city answer carries them',
    async ({ api, admin }) => {
      const generated = (await city(api, 'leeds')).intro;
      for (const serviceSlug of [null, 'carpet']) {
        const res = await send(api, admin, 'PUT', '/api/admin/location-pages', {
          citySlug: 'leeds',
          serviceSlug,
          intro: `Written intro for ${serviceSlug ?? 'Leeds'}.`,
          seoTitle: `Title ${serviceSlug ?? 'Leeds'}`,
          seoDescription: 'Written description.',
        });
        expect(res.status).toBe(200);
      }
      const leeds = await city(api, 'leeds');
      expect(leeds.intro).toBe('Written intro for Leeds.');
      expect(leeds.pages.map((p) => [p.serviceSlug, p.seoTitle])).toEqual([
        [null, 'Title Leeds'],
        ['carpet', 'Title carpet'],
      ]);
      const { pages } = adminLocationPagesSchema.parse(
        await (await api.app.request('/api/admin/location-pages', { headers: admin })).json(),
      );
      const cityPage = pages.find((p) => p.citySlug === 'leeds' && p.serviceSlug === null);
      expect(
        (
          await api.app.request(`/api/admin/location-pages/${cityPage?.id}`, {
            method: 'DELETE',
            headers: admin,
          })
        ).status,
      ).toBe(200);
      expect((await city(api, 'leeds')).intro).toBe(generated);
    },
  );

  demoFileTest(
    'replaces a page’s text rather than adding a second, and refuses an unknown city',
    async ({ api, admin }) => {
      const body = { citySlug: 'york', serviceSlug: 'tile', seoTitle: 'T', seoDescription: 'D' };
      await send(api, admin, 'PUT', '/api/admin/location-pages', { ...body, intro: 'First.' });
      await send(api, admin, 'PUT', '/api/admin/location-pages', { ...body, intro: 'Second.' });
      expect((await city(api, 'york')).pages).toEqual([
        { serviceSlug: 'tile', intro: 'Second.', seoTitle: 'T', seoDescription: 'D' },
      ]);
      const unknown = await send(api, admin, 'PUT', '/api/admin/location-pages', {
        ...body,
        citySlug: 'atlantis',
        intro: 'x',
      });
      expect(unknown.status).toBe(404);
    },
  );
});
