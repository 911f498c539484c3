import { adminSpecialistDetailSchema, adminSpecialistsPageSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const get = (api: TestApp, admin: Record<string, string>, path: string) =>
  api.app.request(path, { headers: admin });
const send = (
  api: TestApp,
  admin: Record<string, string>,
  method: string,
  path: string,
  body: unknown,
) => api.app.request(path, { ...jsonBody(body, admin), method });
/** The listing of the demo's business login. */
async function demoListing({ engine: { db, tables } }: TestApp) {
  const { businesses, specialists } = tables;
  const [listing] = await db
    .select({ id: specialists.id, slug: specialists.slug, name: specialists.name })
    .from(specialists)
    .innerJoin(businesses, eq(businesses.specialistId, specialists.id))
    .where(eq(businesses.email, 'demo@flo.local'));
  if (!listing) throw new Error('the demo has a business login');
  return listing;
}
const setupLinkMails = ({ engine: { db, tables } }: TestApp) =>
  db.$count(tables.mailOutbox, eq(tables.mailOutbox.kind, 'business_setup_link'));

describe('Admin › Specialists', () => {
  demoFileTest('searches listings by text and city, a page at a time', async ({ api, admin }) => {
    const { name } = await demoListing(api);
    const word = name.split(' ')[0] ?? '';
    const found = adminSpecialistsPageSchema.parse(
      await (await get(api, admin, `/api/admin/specialists?q=${encodeURIComponent(word)}`)).json(),
    );
    expect(found.items.map((s) => s.name)).toContain(name);
    const leeds = adminSpecialistsPageSchema.parse(
      await (await get(api, admin, '/api/admin/specialists?city=leeds')).json(),
    );
    expect(leeds.items.every((s) => s.city === 'Leeds')).toBe(true);
    expect(leeds.items.length).toBeGreaterThan(0);
  });

  demoFileTest(
    'creates a listing with the specialist slug rule, shown on the public site',
    async ({ api, admin }) => {
      const res = await send(api, admin, 'POST', '/api/admin/specialists', {
        name: 'Harbour Floors Ltd',
        citySlug: 'leeds',
        description: 'Vinyl and LVT fitted across Leeds.',
        email: 'hello@harbourfloors.example',
        phone: '0113 496 0000',
        postcode: 'LS1 1AA',
        services: ['vinyl'],
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ slug: 'harbour-floors-leeds' });
      expect((await api.app.request('/api/specialists/unified/harbour-floors-leeds')).status).toBe(
        200,
      );
      const again = await send(api, admin, 'POST', '/api/admin/specialists', {
        name: 'Harbour Floors',
        citySlug: 'leeds',
        description: 'x',
        email: 'a@b.example',
        phone: '1',
        postcode: 'LS1',
        services: ['vinyl'],
      });
      expect(again.status).toBe(409);
    },
  );

  demoFileTest(
    'suspends a listing with a reason (gone from the public site) and features it again',
    async ({ api, admin }) => {
      const { id, slug } = await demoListing(api);
      expect(
        (await send(api, admin, 'PATCH', `/api/admin/specialists/${id}`, { status: 'suspended' }))
          .status,
      ).toBe(400);
      const suspended = await send(api, admin, 'PATCH', `/api/admin/specialists/${id}`, {
        status: 'suspended',
        suspendedReason: 'Complaints under review',
      });
      expect(adminSpecialistDetailSchema.parse(await suspended.json())).toMatchObject({
        status: 'suspended',
        suspendedReason: 'Complaints under review',
      });
      expect((await api.app.request(`/api/specialists/unified/${slug}`)).status).toBe(404);
      const back = await send(api, admin, 'PATCH', `/api/admin/specialists/${id}`, {
        status: 'active',
        tier: 'featured',
      });
      expect(adminSpecialistDetailSchema.parse(await back.json())).toMatchObject({
        status: 'active',
        suspendedReason: null,
        tier: 'featured',
      });
      expect((await api.app.request(`/api/specialists/unified/${slug}`)).status).toBe(200);
    },
  );

  demoFileTest(
    'shows everything about one listing and mails its business a password link',
    async ({ api, admin }) => {
      const { id } = await demoListing(api);
      const detail = adminSpecialistDetailSchema.parse(
        await (await get(api, admin, `/api/admin/specialists/${id}`)).json(),
      );
      expect(detail.business).toEqual({
        email: 'demo@flo.local',
        hasPassword: expect.any(Boolean),
      });
      expect(detail.services.length).toBeGreaterThan(0);
      const before = await setupLinkMails(api);
      expect(
        (await send(api, admin, 'POST', `/api/admin/specialists/${id}/setup-link`, {})).status,
      ).toBe(200);
      expect(await setupLinkMails(api)).toBe(before + 1);
      expect((await get(api, admin, '/api/admin/specialists/99999999')).status).toBe(404);
    },
  );
});
