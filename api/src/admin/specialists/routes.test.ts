import { adminSpecialistDetailSchema, adminSpecialistsPageSchema } from '@flo/contract';
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

const get = (path: string) => db.t.app.request(path, { headers: admin });
const send = (method: string, path: string, body: unknown) =>
  db.t.app.request(path, { ...jsonBody(body, admin), method });
const demoListing = () =>
  db.all<{ id: number; slug: string; name: string }>(
    `select s.id, s.slug, s.name from specialists s join businesses b on b.specialist_id = s.id
      where b.email = 'demo@flo.local'`,
  )[0] as { id: number; slug: string; name: string };

describe('Admin › Specialists', () => {
  it('searches listings by text and city, a page at a time', async () => {
    const { name } = demoListing();
    const word = name.split(' ')[0] ?? '';
    const found = adminSpecialistsPageSchema.parse(
      await (await get(`/api/admin/specialists?q=${encodeURIComponent(word)}`)).json(),
    );
    expect(found.items.map((s) => s.name)).toContain(name);
    const leeds = adminSpecialistsPageSchema.parse(
      await (await get('/api/admin/specialists?city=leeds')).json(),
    );
    expect(leeds.items.every((s) => s.city === 'Leeds')).toBe(true);
    expect(leeds.items.length).toBeGreaterThan(0);
  });

  it('creates a listing with the specialist slug rule, shown on the public site', async () => {
    const res = await send('POST', '/api/admin/specialists', {
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
    expect((await db.t.app.request('/api/specialists/unified/harbour-floors-leeds')).status).toBe(
      200,
    );
    const again = await send('POST', '/api/admin/specialists', {
      name: 'Harbour Floors',
      citySlug: 'leeds',
      description: 'x',
      email: 'a@b.example',
      phone: '1',
      postcode: 'LS1',
      services: ['vinyl'],
    });
    expect(again.status).toBe(409);
  });

  it('suspends a listing with a reason (gone from the public site) and features it again', async () => {
    const { id, slug } = demoListing();
    expect(
      (await send('PATCH', `/api/admin/specialists/${id}`, { status: 'suspended' })).status,
    ).toBe(400);
    const suspended = await send('PATCH', `/api/admin/specialists/${id}`, {
      status: 'suspended',
      suspendedReason: 'Complaints under review',
    });
    expect(adminSpecialistDetailSchema.parse(await suspended.json())).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Complaints under review',
    });
    expect((await db.t.app.request(`/api/specialists/unified/${slug}`)).status).toBe(404);
    const back = await send('PATCH', `/api/admin/specialists/${id}`, {
      status: 'active',
      tier: 'featured',
    });
    expect(adminSpecialistDetailSchema.parse(await back.json())).toMatchObject({
      status: 'active',
      suspendedReason: null,
      tier: 'featured',
    });
    expect((await db.t.app.request(`/api/specialists/unified/${slug}`)).status).toBe(200);
  });

  it('shows everything about one listing and mails its business a password link', async () => {
    const { id } = demoListing();
    const detail = adminSpecialistDetailSchema.parse(
      await (await get(`/api/admin/specialists/${id}`)).json(),
    );
    expect(detail.business).toEqual({ email: 'demo@flo.local', hasPassword: expect.any(Boolean) });
    expect(detail.services.length).toBeGreaterThan(0);
    const before = db.count(`select count(*) from mail_outbox where kind = 'business_setup_link'`);
    expect((await send('POST', `/api/admin/specialists/${id}/setup-link`, {})).status).toBe(200);
    expect(db.count(`select count(*) from mail_outbox where kind = 'business_setup_link'`)).toBe(
      before + 1,
    );
    expect((await get('/api/admin/specialists/99999999')).status).toBe(404);
  });
});
