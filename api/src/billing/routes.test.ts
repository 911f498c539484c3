import { billingSummarySchema } from '@flo/contract';
import { describe, expect, test } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../testing/billing-app.ts';
import { businessTest } from '../testing/fixtures.ts';

const billingTest = test.extend<{ api: BillingTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  api: async ({}, use) => {
    const api = await createBillingTestApp();
    await use(api);
    await api.close();
  },
});

const summaryOf = async (api: BillingTestApp) =>
  billingSummarySchema.parse(
    await (await api.call(api.tokens.castle, 'GET', '/api/business/billing')).json(),
  );

describe('business billing', () => {
  billingTest(
    'Checkout: the customer is made first with the business id, then a GBP session with UK VAT',
    async ({ api }) => {
      const res = await api.call(api.tokens.castle, 'POST', '/api/business/billing/checkout', {
        tier: 'featured',
        interval: 'year',
      });
      expect(res.status).toBe(200);
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^${api.stripe.url}/pay/cs_test_`));
      const [customer, ...others] = [...api.stripe.account.customers.values()];
      expect(others).toEqual([]);
      expect(customer?.metadata).toMatchObject({ businessId: expect.any(String) });
      const { db, tables } = api.engine;
      expect(await db.select().from(tables.billingCustomers)).toEqual([
        expect.objectContaining({ stripeCustomerId: customer?.id }),
      ]);
      const [session] = [...api.stripe.account.sessions.values()];
      const price = api.stripe.account.prices.get(session?.priceId ?? '');
      expect(price).toMatchObject({
        currency: 'gbp',
        unit_amount: 59000,
        lookup_key: 'flo_featured_year',
      });
      expect([...api.stripe.account.taxRates.values()]).toEqual([
        expect.objectContaining({ percentage: '20', inclusive: 'false', country: 'GB' }),
      ]);
      expect(session?.success_url).toBe(
        'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      );
      const again = await api.call(api.tokens.castle, 'POST', '/api/business/billing/checkout', {
        tier: 'standard',
        interval: 'month',
      });
      expect(again.status).toBe(200);
      expect(api.stripe.account.customers.size).toBe(1);
    },
  );

  billingTest('the success page syncs from Stripe before the webhook arrives', async ({ api }) => {
    api.stripe.hold();
    const sessionId = await api.subscribe('featured');
    const { db, tables } = api.engine;
    expect(await db.select().from(tables.subscriptions)).toEqual([]);
    const res = await api.call(api.tokens.castle, 'POST', '/api/business/billing/sync', {
      sessionId,
    });
    expect(res.status).toBe(200);
    const summary = billingSummarySchema.parse(await res.json());
    expect(summary).toMatchObject({
      mode: 'card',
      tier: 'featured',
      plan: { tier: 'featured', status: 'active', interval: 'month' },
    });
    expect(summary.plan?.statusText).toMatch(/^Active: renews on \d+ \w+ \d{4}$/);
    await api.stripe.release();
    expect(api.stripe.events.every((e) => e.status === 200)).toBe(true);
    expect(await db.select().from(tables.subscriptions)).toHaveLength(1);
    const started = (await db.select().from(tables.mailOutbox)).filter(
      (m) => m.kind === 'plan_started',
    );
    expect(started).toHaveLength(1);
  });

  billingTest('another business cannot sync someone else’s checkout session', async ({ api }) => {
    const sessionId = await api.subscribe();
    const res = await api.call(api.tokens.premier, 'POST', '/api/business/billing/sync', {
      sessionId,
    });
    expect(res.status).toBe(404);
  });

  billingTest('a business with a live plan cannot start a second one', async ({ api }) => {
    await api.subscribe();
    const res = await api.call(api.tokens.castle, 'POST', '/api/business/billing/checkout', {
      tier: 'featured',
      interval: 'month',
    });
    expect(res.status).toBe(409);
    expect(api.stripe.account.sessions.size).toBe(1);
  });

  billingTest(
    'upgrade to Featured, then cancel at the period end in the portal',
    async ({ api }) => {
      await api.subscribe('standard');
      const up = await api.call(api.tokens.castle, 'POST', '/api/business/billing/plan', {
        tier: 'featured',
        interval: 'month',
      });
      expect(up.status).toBe(200);
      expect(billingSummarySchema.parse(await up.json())).toMatchObject({
        tier: 'featured',
        plan: { tier: 'featured' },
      });
      const portal = await api.call(api.tokens.castle, 'POST', '/api/business/billing/portal');
      const { url } = (await portal.json()) as { url: string };
      expect(url).toContain(`${api.stripe.url}/portal/`);
      const cancel = await fetch(url.replace(/\/portal\/[\w-]+/, '/portal/cancel'), {
        method: 'POST',
        redirect: 'manual',
      });
      expect(cancel.status).toBe(303);
      const summary = await summaryOf(api);
      expect(summary).toMatchObject({ tier: 'featured', plan: { cancelAtPeriodEnd: true } });
      expect(summary.plan?.statusText).toMatch(/^Cancelled: ends on /);
      await api.stripe.endSubscription(api.onlySubscriptionId());
      expect(await summaryOf(api)).toMatchObject({ tier: 'free', plan: { status: 'canceled' } });
    },
  );
});

describe('billing without Stripe', () => {
  businessTest('says the mode is invoice and refuses card calls with 404', async ({ api }) => {
    expect(await (await api.app.request('/api/payments')).json()).toEqual({ mode: 'invoice' });
    const res = await api.call(api.tokens.castle, 'POST', '/api/business/billing/checkout', {
      tier: 'standard',
      interval: 'month',
    });
    expect(res.status).toBe(404);
    const summary = billingSummarySchema.parse(
      await (await api.call(api.tokens.castle, 'GET', '/api/business/billing')).json(),
    );
    expect(summary).toMatchObject({ mode: 'invoice', tier: 'standard', plan: null });
  });
});
