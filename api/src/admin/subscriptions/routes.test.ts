import { adminSubscriptionsSchema, claimReceivedSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { listingsTest } from '../../testing/fixtures.ts';
import { ownerClaim } from '../../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const as = (api: TestApp, admin: Record<string, string>, path: string, body?: unknown) =>
  api.app.request(path, body === undefined ? { headers: admin } : jsonBody(body, admin));

/** An approved claim's invoiced Featured request, activated by the operators. */
async function invoicedFeatured(
  api: TestApp & { id(slug: string): number },
  admin: Record<string, string>,
) {
  const claim = claimReceivedSchema.parse(
    await (
      await api.app.request(
        '/api/claims',
        jsonBody(ownerClaim(api.id('castle-carpets-manchester'))),
      )
    ).json(),
  );
  const { db, tables } = api.engine;
  await db
    .update(tables.claimRequests)
    .set({ status: 'approved' })
    .where(eq(tables.claimRequests.reference, claim.reference));
  await api.app.request(
    '/api/subscription-requests',
    jsonBody({
      tier: 'featured',
      source: 'subscribe',
      claimReference: claim.reference,
      businessName: 'Castle Carpets',
      contactName: 'Dan Castle',
      invoiceEmail: 'accounts@castlecarpets.example',
      invoiceAddress: '12 Deansgate',
    }),
  );
  const res = await as(api, admin, '/api/admin/subscription-requests/1/status', {
    status: 'active',
  });
  expect(res.status).toBe(200);
}

async function tier({ engine: { db, tables } }: TestApp) {
  const { specialists } = tables;
  const [listing] = await db
    .select({ tier: specialists.tier })
    .from(specialists)
    .where(eq(specialists.slug, 'castle-carpets-manchester'));
  return listing?.tier;
}

describe('/api/admin/subscriptions', () => {
  listingsTest(
    'lists plans with revenue; renew and end keep who did it and when',
    async ({ api, admin }) => {
      await invoicedFeatured(api, admin);
      const list = adminSubscriptionsSchema.parse(
        await (await as(api, admin, '/api/admin/subscriptions')).json(),
      );
      expect(list.monthlyRecurringRevenuePence).toEqual({
        total: 5900,
        standard: 0,
        featured: 5900,
      });
      const [plan] = list.items;
      expect(plan).toMatchObject({
        provider: 'invoice',
        tier: 'featured',
        status: 'active',
        listing: { slug: 'castle-carpets-manchester' },
        lastChange: { action: 'start', by: 'ada@flo.test' },
      });
      const firstEnd = plan?.periodEnd ?? '';

      const renewed = adminSubscriptionsSchema.parse(
        await (await as(api, admin, `/api/admin/subscriptions/${plan?.id}/renew`, {})).json(),
      );
      expect(renewed.items[0]?.lastChange).toMatchObject({ action: 'renew', by: 'ada@flo.test' });
      expect(new Date(renewed.items[0]?.periodEnd ?? '').getTime()).toBeGreaterThan(
        new Date(firstEnd).getTime(),
      );

      const ended = adminSubscriptionsSchema.parse(
        await (await as(api, admin, `/api/admin/subscriptions/${plan?.id}/end`, {})).json(),
      );
      expect(ended.items[0]).toMatchObject({
        status: 'canceled',
        monthlyRevenuePence: 0,
        lastChange: { action: 'end' },
      });
      expect(ended.monthlyRecurringRevenuePence.total).toBe(0);
      expect(await tier(api)).toBe('free');
    },
  );

  listingsTest('puts past-due plans first and refuses business callers', async ({ api, admin }) => {
    await invoicedFeatured(api, admin);
    const now = new Date();
    await api.engine.db.insert(api.engine.tables.subscriptions).values({
      provider: 'stripe',
      specialistId: api.id('castle-carpets-manchester'),
      tier: 'standard',
      interval: 'year',
      status: 'past_due',
      pastDueSince: now,
      stripeSubscriptionId: 'sub_late',
      updatedAt: now,
    });
    const list = adminSubscriptionsSchema.parse(
      await (await as(api, admin, '/api/admin/subscriptions')).json(),
    );
    expect(list.items.map((i) => i.status)).toEqual(['past_due', 'active']);
    expect(list.monthlyRecurringRevenuePence).toEqual({
      total: 5900 + 2000,
      standard: 2000,
      featured: 5900,
    });
    expect((await api.app.request('/api/admin/subscriptions')).status).toBe(401);
    expect((await as(api, admin, '/api/admin/subscriptions/999/end', {})).status).toBe(404);
  });
});
