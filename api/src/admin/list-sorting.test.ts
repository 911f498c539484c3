import {
  adminEnquiriesPageSchema,
  adminMailPageSchema,
  adminSpecialistsPageSchema,
  adminSubscriptionsSchema,
  auditPageSchema,
} from '@flo/contract';
import { describe, expect } from 'vitest';
import { chatPayload } from '../testing/enquiries.ts';
import { demoFileTest } from '../testing/fixtures.ts';
import { jsonBody } from '../testing/test-app.ts';

/* Server-side sorting of the console's lists (ADR 043): allow-listed columns, both ways. */

const isSorted = (values: string[], order: 'asc' | 'desc') => {
  const sorted = [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return values.join('|') === (order === 'asc' ? sorted : sorted.reverse()).join('|');
};

describe('sorting the admin lists', () => {
  demoFileTest(
    'sorts enquiries by received time and by status, either way',
    async ({ api, admin }) => {
      const get = async (search: string) =>
        adminEnquiriesPageSchema.parse(
          await (await api.app.request(`/api/admin/enquiries${search}`, { headers: admin })).json(),
        ).items;
      for (const customerName of ['Ann Oak', 'Bea Ash', 'Cal Elm']) {
        const res = await api.app.request(
          '/api/enquiries',
          jsonBody(chatPayload({ customerName }), { 'x-test-client-ip': '203.0.113.7' }),
        );
        expect(res.status).toBe(201);
      }
      const oldest = await get('?sort=received&order=asc');
      const newest = await get('');
      expect(oldest.length).toBeGreaterThan(1);
      expect(
        isSorted(
          oldest.map((e) => e.createdAt),
          'asc',
        ),
      ).toBe(true);
      expect(
        isSorted(
          newest.map((e) => e.createdAt),
          'desc',
        ),
      ).toBe(true);
      expect(oldest[0]?.reference).not.toBe(newest[0]?.reference);
      const byStatus = await get('?sort=status&order=desc');
      expect(
        isSorted(
          byStatus.map((e) => e.status),
          'desc',
        ),
      ).toBe(true);
    },
  );

  demoFileTest(
    'sorts specialists by name either way and by when they were added',
    async ({ api, admin }) => {
      const get = async (search: string) =>
        adminSpecialistsPageSchema.parse(
          await (
            await api.app.request(`/api/admin/specialists${search}`, { headers: admin })
          ).json(),
        ).items;
      expect(
        isSorted(
          (await get('')).map((s) => s.name),
          'asc',
        ),
      ).toBe(true);
      expect(
        isSorted(
          (await get('?sort=name&order=desc')).map((s) => s.name),
          'desc',
        ),
      ).toBe(true);
      const added = (await get('?sort=added&order=desc')).map((s) => s.id);
      expect(added).toEqual([...added].sort((a, b) => b - a));
    },
  );

  demoFileTest('lists mail and the audit log oldest first when asked', async ({ api, admin }) => {
    const mail = adminMailPageSchema.parse(
      await (
        await api.app.request('/api/admin/mail?status=sent&order=asc', { headers: admin })
      ).json(),
    ).items;
    expect(
      isSorted(
        mail.map((m) => m.createdAt),
        'asc',
      ),
    ).toBe(true);
    const audit = auditPageSchema.parse(
      await (
        await api.app.request('/api/admin/audit?sort=at&order=asc', { headers: admin })
      ).json(),
    ).items;
    expect(
      isSorted(
        audit.map((a) => a.at),
        'asc',
      ),
    ).toBe(true);
  });

  demoFileTest('sorts plans past due first or by renewal, either way', async ({ api, admin }) => {
    const day = 86_400_000;
    const { db, tables } = api.engine;
    const listings = await db
      .select({ id: tables.specialists.id })
      .from(tables.specialists)
      .orderBy(tables.specialists.id)
      .limit(4);
    const plan = (offset: number, status: 'active' | 'past_due', end: number, created: number) =>
      db.insert(tables.subscriptions).values({
        provider: 'invoice',
        specialistId: listings[offset]?.id ?? 0,
        tier: 'standard',
        interval: 'month',
        status,
        currentPeriodEnd: new Date(end * day),
        updatedAt: new Date(0),
        createdAt: new Date(created * day),
      });
    await plan(1, 'active', 30, 1);
    await plan(2, 'past_due', 20, 3);
    await plan(3, 'active', 10, 2);
    const get = async (search: string) =>
      adminSubscriptionsSchema
        .parse(
          await (
            await api.app.request(`/api/admin/subscriptions${search}`, { headers: admin })
          ).json(),
        )
        .items.map((p) => p.periodEnd);
    const at = (days: number) => new Date(days * day).toISOString();
    expect(await get('')).toEqual([at(20), at(10), at(30)]);
    expect(await get('?sort=renewal&order=desc')).toEqual([at(30), at(20), at(10)]);
    expect(await get('?sort=status&order=desc')).toEqual([at(10), at(30), at(20)]);
  });

  demoFileTest(
    'answers 400 for a column a list does not sort by, rating above all',
    async ({ api, admin }) => {
      for (const path of [
        '/api/admin/enquiries?sort=rating',
        '/api/admin/specialists?sort=rating',
        '/api/admin/specialists?sort=name&order=sideways',
        '/api/admin/mail?sort=to',
        '/api/admin/audit?sort=actor',
        '/api/admin/subscriptions?sort=revenue',
        '/api/admin/reviews?order=rating',
      ]) {
        const res = await api.app.request(path, { headers: admin });
        expect(res.status, path).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
      }
    },
  );
});
