import {
  adminEnquiriesPageSchema,
  adminEnquiryDetailSchema,
  type ChatEnquiry,
} from '@flo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, signIn } from '../../testing/accounts.ts';
import { chatPayload, errorOf, insertEnquiryFixtures } from '../../testing/enquiries.ts';
import { openTestApp } from '../../testing/open-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ids: Record<string, number>;
let admin: Record<string, string>;
let sent = 0;

/** A customer's enquiry through the public API, answering its reference. */
async function submit(overrides: Partial<ChatEnquiry>): Promise<string> {
  sent += 1;
  const res = await t.app.request('/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client-ip': `198.51.100.${sent}` },
    body: JSON.stringify(chatPayload(overrides)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const list = async (query = '') => {
  const res = await t.app.request(`/api/admin/enquiries${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return adminEnquiriesPageSchema.parse(await res.json());
};
const detail = async (reference: string) =>
  adminEnquiryDetailSchema.parse(
    await (await t.app.request(`/api/admin/enquiries/${reference}`, { headers: admin })).json(),
  );
const send = (method: string, path: string, body: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

let carpet: string;
let tiles: string;
let oldOak: string;
beforeAll(async () => {
  const api = await openTestApp({ arrange: insertEnquiryFixtures });
  t = api;
  ids = api.arranged;
  const token = await signIn(t.engine, 'admin', await insertAdmin(t.engine), new Date());
  admin = { authorization: `Bearer ${token}` };
  oldOak = await submit({
    flooringType: 'Hardwood Flooring',
    selectedServiceSlug: 'hardwood',
    selectedServiceName: 'Hardwood Flooring',
    customerName: '=HYPERLINK("http://evil.test","Click")',
  });
  const { db, tables } = t.engine;
  await db
    .update(tables.enquiries)
    .set({ createdAt: new Date('2026-01-15T10:00:00Z') })
    .where(eq(tables.enquiries.publicId, oldOak));
  carpet = await submit({});
  tiles = await submit({
    flooringType: 'Tile Installation',
    location: 'Leeds',
    selectedServiceSlug: 'tile',
    selectedServiceName: 'Tile Installation',
  });
});
afterAll(() => t.close());

describe('GET /api/admin/enquiries', () => {
  it('lists every enquiry newest first with its recipient count', async () => {
    const page = await list();
    expect(page.items.map((e) => e.reference)).toEqual([tiles, carpet, oldOak]);
    expect(page.hasMore).toBe(false);
    expect(page.items[1]).toMatchObject({ status: 'matched', location: 'Manchester' });
    expect(page.items[1]?.recipients).toBeGreaterThan(0);
  });

  it('filters by city, service, status and date range', async () => {
    expect((await list('?city=leeds')).items.map((e) => e.reference)).toEqual([tiles]);
    expect((await list('?service=hardwood')).items.map((e) => e.reference)).toEqual([oldOak]);
    expect((await list('?from=2026-01-15&to=2026-01-15')).items.map((e) => e.reference)).toEqual([
      oldOak,
    ]);
    expect((await list('?to=2026-01-14')).items).toEqual([]);
    expect((await list('?status=closed')).items).toEqual([]);
  });

  it('refuses a filter that is not one with 400 and its field', async () => {
    for (const query of ['?status=lost', '?from=15/01/2026', '?service=marble', '?page=0']) {
      const res = await t.app.request(`/api/admin/enquiries${query}`, { headers: admin });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_failed');
    }
  });
});

describe('one enquiry', () => {
  it('answers its details, recipients and mails, and 404 for an unknown reference', async () => {
    const one = await detail(carpet);
    expect(one).toMatchObject({ customerEmail: 'jo@example.test', kind: 'chat' });
    expect(one.recipientsDetail.map((r) => r.slug).sort()).toEqual([
      'castle-carpets-manchester',
      'featured-carpets-manchester',
      'premier-carpets-manchester',
    ]);
    expect(one.mails.map((m) => m.kind).sort()).toEqual([
      'enquiry_confirmation',
      'specialist_lead',
      'specialist_lead',
      'specialist_lead',
    ]);
    for (const reference of ['enq_AAAAAAAAAAAAAAAA', 'enq_demo-style-reference']) {
      const res = await t.app.request(`/api/admin/enquiries/${reference}`, { headers: admin });
      expect(res.status).toBe(404);
    }
    const malformed = await t.app.request('/api/admin/enquiries/42', { headers: admin });
    expect(malformed.status).toBe(400);
  });

  it('changes its status, and refuses an unknown status changing nothing', async () => {
    const refused = await send('PATCH', `/api/admin/enquiries/${tiles}`, { status: 'won' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toHaveProperty('status');
    expect((await detail(tiles)).status).toBe('matched');
    const res = await send('PATCH', `/api/admin/enquiries/${tiles}`, { status: 'contacted' });
    expect(res.status).toBe(200);
    expect(adminEnquiryDetailSchema.parse(await res.json()).status).toBe('contacted');
    const { db, tables } = t.engine;
    expect(
      await db
        .select({ status: tables.enquiries.status })
        .from(tables.enquiries)
        .where(eq(tables.enquiries.publicId, tiles)),
    ).toEqual([{ status: 'contacted' }]);
  });
});

describe('PUT /api/admin/enquiries/{reference}/recipients', () => {
  const leadMailsTo = async (reference: string) => {
    const { db, tables } = t.engine;
    const { enquiries: e, mailOutbox: m } = tables;
    const mails = await db
      .select({ to: m.to })
      .from(m)
      .innerJoin(e, eq(e.id, m.enquiryId))
      .where(and(eq(e.publicId, reference), eq(m.kind, 'specialist_lead')))
      .orderBy(m.id);
    return mails.map((mail) => mail.to);
  };

  it('replaces the recipients and mails the lead to the new specialists only', async () => {
    const before = await leadMailsTo(carpet);
    const res = await send('PUT', `/api/admin/enquiries/${carpet}/recipients`, {
      specialistIds: [ids['castle-carpets'], ids['budget-carpets']],
    });
    expect(res.status).toBe(200);
    const body = adminEnquiryDetailSchema.parse(await res.json());
    expect(body.recipientsDetail.map((r) => r.slug).sort()).toEqual([
      'budget-carpets-manchester',
      'castle-carpets-manchester',
    ]);
    expect(body.status).toBe('matched');
    expect(await leadMailsTo(carpet)).toEqual([...before, 'budget-carpets@example.test']);
    const { db, tables } = t.engine;
    const pending = await db
      .select({ status: tables.mailOutbox.status })
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.to, 'budget-carpets@example.test'));
    expect(pending).toEqual([{ status: 'pending' }]);
  });

  it('refuses a suspended or unknown specialist and more than three, changing nothing', async () => {
    const recipientsBefore = (await detail(oldOak)).recipientsDetail;
    const mailsBefore = await leadMailsTo(oldOak);
    for (const specialistIds of [
      [ids['shady-carpets']],
      [ids['oak-floors'], 99_999],
      [1, 2, 3, 4],
      [],
    ]) {
      const res = await send('PUT', `/api/admin/enquiries/${oldOak}/recipients`, {
        specialistIds,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toHaveProperty('specialistIds');
    }
    expect((await detail(oldOak)).recipientsDetail).toEqual(recipientsBefore);
    expect(await leadMailsTo(oldOak)).toEqual(mailsBefore);
  });
});

describe('GET /api/admin/enquiries.csv', () => {
  it('exports the filtered enquiries as CSV a spreadsheet will not run as formulas', async () => {
    const res = await t.app.request('/api/admin/enquiries.csv?city=manchester', {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Received \(UTC\),Status/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([carpet, oldOak]);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    // An E.164 phone starts with '+', which a spreadsheet would read as a formula.
    expect(lines[1]).toContain(`,Jo Bloggs,jo@example.test,"'+447700900123",`);
  });

  it('refuses a bad filter with 400 rather than exporting everything', async () => {
    const res = await t.app.request('/api/admin/enquiries.csv?to=yesterday', { headers: admin });
    expect(res.status).toBe(400);
  });
});

describe('pages', () => {
  it('answers 25 a page (28 enquiries: 25 then 3), newest first, with hasMore until the last page', async () => {
    const created = Date.parse('2025-06-01T00:00:00Z');
    await t.engine.db.insert(t.engine.tables.enquiries).values(
      Array.from({ length: 25 }, (_, i) => ({
        ...chatPayload(),
        publicId: `enq_page-${String(i).padStart(11, '0')}`,
        kind: 'chat' as const,
        status: 'new' as const,
        createdAt: new Date(created + i * 60_000),
      })),
    );
    const first = await list();
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ hasMore: true, total: 28, pageCount: 2, pageSize: 25 });
    const second = await list('?page=2');
    expect(second.items.map((e) => e.reference)).toEqual([
      'enq_page-00000000002',
      'enq_page-00000000001',
      'enq_page-00000000000',
    ]);
    expect(second.hasMore).toBe(false);
    const times = [...first.items, ...second.items].map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
