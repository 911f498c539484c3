import { adminFiguresSchema, responseTimesPageSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { businessTest } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

const at = (iso: string) => new Date(`${iso}Z`);
const MINUTE = 60_000;

/** Enquiries, leads, a quote, claims and plans around 2–15 March 2026 (two Monday weeks). */
async function seedMarketplace(api: TestApp, a: number, b: number) {
  const { db, tables } = api.engine;
  const { claimRequests, enquiries, enquiryRecipients, quotes, subscriptions } = tables;
  const enquiry = async (
    kind: 'chat' | 'simple' | 'job',
    when: string,
    city: string | null,
    flooring: string,
  ) => {
    const [row] = await db
      .insert(enquiries)
      .values({
        publicId: `FIG-${when}`,
        kind,
        flooringType: flooring,
        location: 'Somewhere',
        customerName: 'Sam',
        budgetRange: 'Not sure',
        urgency: 'Flexible',
        chatbotSource: 'test',
        nearestCity: city,
        createdAt: at(when),
      })
      .returning({ id: enquiries.id });
    return row?.id ?? 0;
  };
  const lead = (
    enquiryId: number,
    when: string,
    specialistId: number,
    status: 'new' | 'contacted' | 'quoted' | 'won' | 'lost',
    after?: number,
  ) =>
    db.insert(enquiryRecipients).values({
      enquiryId,
      specialistId,
      status,
      firstResponseAt: after === undefined ? null : new Date(at(when).getTime() + after * MINUTE),
      createdAt: at(when),
    });
  const e1 = await enquiry('chat', '2026-03-02T10:00:00', 'Manchester', 'Carpet');
  await lead(e1, '2026-03-02T10:00:00', a, 'contacted', 30);
  await lead(e1, '2026-03-02T10:00:00', b, 'new');
  const e2 = await enquiry('simple', '2026-03-02T12:00:00', 'Manchester', 'Hardwood');
  await lead(e2, '2026-03-02T12:00:00', a, 'quoted', 90);
  await db.insert(quotes).values({
    publicId: 'Q-1',
    enquiryId: e2,
    specialistId: a,
    amountPence: 90_000,
    description: 'Oak',
    lineItems: [],
    validUntil: at('2026-04-01T00:00:00'),
    acceptTokenHash: 'h1',
    createdAt: at('2026-03-02T13:30:00'),
  });
  const e3 = await enquiry('job', '2026-03-05T09:00:00', 'Leeds', 'Carpet');
  await lead(e3, '2026-03-05T09:00:00', b, 'won', 10);
  const e7 = await enquiry('chat', '2026-03-06T09:00:00', 'Manchester', 'Tile');
  await lead(e7, '2026-03-06T09:00:00', a, 'contacted', 60);
  await lead(e7, '2026-03-06T09:00:00', b, 'lost');
  await enquiry('chat', '2026-03-15T23:59:00', null, 'Carpet');
  await enquiry('chat', '2026-03-16T00:00:00', 'Leeds', 'Carpet');
  await enquiry('chat', '2026-03-01T23:59:00', 'Leeds', 'Carpet');
  const claim = (reference: string, when: string, status: 'pending' | 'approved' | 'rejected') =>
    db.insert(claimRequests).values({
      reference,
      specialistId: a,
      name: 'Pat',
      role: 'Owner',
      email: 'pat@example.test',
      phone: '0161',
      proof: 'Bill',
      tier: 'free',
      status,
      createdAt: at(when),
    });
  await claim('CLM-1', '2026-03-03T10:00:00', 'pending');
  await claim('CLM-2', '2026-03-10T10:00:00', 'approved');
  await claim('CLM-3', '2026-03-10T11:00:00', 'rejected');
  await claim('CLM-4', '2026-03-20T10:00:00', 'approved');
  const plan = (
    tier: 'standard' | 'featured',
    status: 'active' | 'canceled',
    created: string,
    updated: string,
  ) =>
    db.insert(subscriptions).values({
      provider: 'invoice',
      specialistId: b,
      tier,
      interval: 'month',
      status,
      updatedAt: at(updated),
      createdAt: at(created),
    });
  await plan('featured', 'active', '2026-03-04T10:00:00', '2026-03-04T10:00:00');
  await plan('standard', 'canceled', '2026-01-05T10:00:00', '2026-03-11T10:00:00');
}

const MARCH = '/api/admin/figures?from=2026-03-02&to=2026-03-15';

describe('GET /api/admin/figures', () => {
  businessTest('counts each figure over the period asked for', async ({ api, admin }) => {
    const get = async (path: string) =>
      adminFiguresSchema.parse(await (await api.app.request(path, { headers: admin })).json());
    const before = await get(MARCH);
    const a = api.specialistIds['castle-carpets'] as number;
    const b = api.specialistIds['premier-carpets'] as number;
    await seedMarketplace(api, a, b);
    const f = await get(MARCH);

    expect(f.period).toEqual({ from: '2026-03-02', to: '2026-03-15', days: 14 });
    expect(f.enquiriesPerDay).toHaveLength(14);
    expect(f.enquiriesPerDay.filter((d) => d.chat + d.form + d.job > 0)).toEqual([
      { day: '2026-03-02', chat: 1, form: 1, job: 0 },
      { day: '2026-03-05', chat: 0, form: 0, job: 1 },
      { day: '2026-03-06', chat: 1, form: 0, job: 0 },
      { day: '2026-03-15', chat: 1, form: 0, job: 0 },
    ]);
    expect(f.byCity).toEqual([
      { label: 'Manchester', enquiries: 3 },
      { label: 'Leeds', enquiries: 1 },
      { label: 'Not placed', enquiries: 1 },
    ]);
    expect(f.byService[0]).toEqual({ label: 'Carpet', enquiries: 3 });
    expect(f.leads).toEqual({ leads: 6, replied: 4, quoted: 2, won: 1 });
    expect(f.firstResponse).toEqual({ answered: 4, medianMinutes: 45 });
    expect(f.unmatched).toBe(1);
    expect(f.claimsPerWeek).toEqual([
      { week: '2026-03-02', pending: 1, approved: 0, rejected: 0 },
      { week: '2026-03-09', pending: 0, approved: 1, rejected: 1 },
    ]);
    expect(f.plansPerWeek).toEqual([
      { week: '2026-03-02', started: 1, ended: 0 },
      { week: '2026-03-09', started: 0, ended: 1 },
    ]);
    expect(f.livePlans.featured).toBe(before.livePlans.featured + 1);
    expect(f.livePlans.standard).toBe(before.livePlans.standard);

    const oneDay = await get('/api/admin/figures?from=2026-03-02&to=2026-03-02');
    expect(oneDay.enquiriesPerDay).toEqual([{ day: '2026-03-02', chat: 1, form: 1, job: 0 }]);
    expect(oneDay.leads.leads).toBe(3);

    const slowest = responseTimesPageSchema.parse(
      await (
        await api.app.request('/api/admin/figures/response-times?from=2026-03-02&to=2026-03-15', {
          headers: admin,
        })
      ).json(),
    );
    expect(
      slowest.items.map((row) => [row.specialistId, row.leads, row.answered, row.medianMinutes]),
    ).toEqual([
      [a, 3, 3, 60],
      [b, 3, 1, 10],
    ]);
    expect(slowest.total).toBe(2);
  });

  businessTest('defaults to the 30 days ending today', async ({ api, admin }) => {
    const res = await api.app.request('/api/admin/figures', { headers: admin });
    const f = adminFiguresSchema.parse(await res.json());
    expect(f.period.days).toBe(30);
    expect(f.period.to).toBe(new Date().toISOString().slice(0, 10));
    expect(f.enquiriesPerDay).toHaveLength(30);
  });

  businessTest(
    'refuses bad periods with 400, and a business or nobody with 401, as every operator route does',
    async ({ api, admin }) => {
      for (const query of [
        'from=2026-03-15&to=2026-03-02',
        'from=2025-01-01&to=2026-03-02',
        'from=2026-02-31',
        'to=soon',
      ]) {
        const res = await api.app.request(`/api/admin/figures?${query}`, { headers: admin });
        expect(res.status, query).toBe(400);
        const body = (await res.json()) as { error: { code: string; fields: object } };
        expect(body.error.code).toBe('validation_failed');
        expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
      }
      const asBusiness = { authorization: `Bearer ${api.tokens.castle}` };
      for (const path of ['/api/admin/figures', '/api/admin/figures/response-times']) {
        expect((await api.app.request(path, { headers: asBusiness })).status).toBe(401);
        expect((await api.app.request(path)).status).toBe(401);
      }
    },
  );
});
