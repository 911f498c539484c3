import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../testing/billing-app.ts';
import { expireGracePeriods } from './grace.ts';
import { GRACE_PERIOD_MS } from './listing-tier.ts';

const billingTest = test.extend<{ api: BillingTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  api: async ({}, use) => {
    const api = await createBillingTestApp();
    await use(api);
    await api.close();
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function tierOf(
  { engine: { db, tables }, specialistIds }: BillingTestApp,
  key = 'castle-carpets',
) {
  const [row] = await db
    .select({ tier: tables.specialists.tier })
    .from(tables.specialists)
    .where(eq(tables.specialists.id, specialistIds[key] as number));
  return row?.tier;
}

const plans = ({ engine: { db, tables } }: BillingTestApp) =>
  db.select().from(tables.subscriptions).orderBy(tables.subscriptions.id);
const mailKinds = async ({ engine: { db, tables } }: BillingTestApp) =>
  (
    await db
      .select({ kind: tables.mailOutbox.kind })
      .from(tables.mailOutbox)
      .orderBy(tables.mailOutbox.id)
  )
    .map((m) => m.kind)
    .filter((kind) => kind.startsWith('plan_'));
const stripeEventIds = async ({ engine: { db, tables } }: BillingTestApp) =>
  (await db.select({ id: tables.stripeEvents.id }).from(tables.stripeEvents)).map((e) => e.id);

describe('POST /api/stripe/webhook', () => {
  billingTest(
    'a paid checkout puts the listing on its plan and mails that it started',
    async ({ api }) => {
      expect(await tierOf(api)).toBe('standard');
      await api.subscribe('featured', 'year');
      expect(await tierOf(api)).toBe('featured');
      expect(await plans(api)).toEqual([
        expect.objectContaining({
          provider: 'stripe',
          tier: 'featured',
          interval: 'year',
          status: 'active',
          cancelAtPeriodEnd: false,
          specialistId: api.specialistIds['castle-carpets'],
        }),
      ]);
      expect(api.stripe.events.map((e) => e.status)).toEqual([200, 200, 200]);
      expect(await mailKinds(api)).toEqual(['plan_started']);
      const { db, tables } = api.engine;
      const [started] = await db
        .select()
        .from(tables.auditLog)
        .where(eq(tables.auditLog.entityKind, 'plan'))
        .orderBy(tables.auditLog.id);
      expect(started).toMatchObject({ actorKind: 'system', actorLabel: 'Stripe' });
      expect(JSON.parse(started?.afterJson ?? '{}')).toMatchObject({
        tier: 'featured',
        status: 'active',
      });
    },
  );

  billingTest(
    'refuses a wrong or stale signature with 400 and changes nothing',
    async ({ api }) => {
      await api.subscribe();
      const [first] = api.stripe.events;
      const payload = JSON.stringify({ ...first?.event, id: 'evt_forged' });
      const wrongSecret = api.stripe.sign(payload, { secret: 'whsec_not_the_one' });
      expect(await api.postWebhook(payload, wrongSecret)).toBe(400);
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      expect(
        await api.postWebhook(payload, api.stripe.sign(payload, { timestamp: tenMinutesAgo })),
      ).toBe(400);
      expect(await api.postWebhook(payload, '')).toBe(400);
      expect(await stripeEventIds(api)).not.toContain('evt_forged');
    },
  );

  billingTest('the same event twice changes nothing the second time', async ({ api }) => {
    await api.subscribe();
    const before = { plans: await plans(api), mails: await mailKinds(api) };
    for (const { event } of api.stripe.events) expect(await api.stripe.redeliver(event)).toBe(200);
    expect(await plans(api)).toEqual(before.plans);
    expect(await mailKinds(api)).toEqual(before.mails);
  });

  billingTest(
    'an `updated` event arriving after `deleted` leaves the plan ended',
    async ({ api }) => {
      await api.subscribe('featured');
      const id = api.onlySubscriptionId();
      api.stripe.hold();
      const subscription = api.stripe.account.subscriptions.get(id);
      if (subscription) subscription.cancel_at_period_end = true;
      await api.stripe.endSubscription(id);
      const deleted = api.stripe.events.at(-1)?.event;
      const staleUpdate = {
        ...deleted,
        id: 'evt_late_update',
        type: 'customer.subscription.updated',
      };
      expect(await api.stripe.redeliver(deleted ?? {})).toBe(200);
      expect(await api.stripe.redeliver(staleUpdate)).toBe(200);
      expect(await plans(api)).toEqual([expect.objectContaining({ status: 'canceled' })]);
      expect(await tierOf(api)).toBe('free');
      expect(await mailKinds(api)).toEqual(['plan_started', 'plan_ended']);
    },
  );

  billingTest(
    'a failed renewal keeps the tier for the grace period, then drops it to free',
    async ({ api }) => {
      await api.subscribe('featured');
      await api.stripe.failRenewal(api.onlySubscriptionId());
      const [plan] = await plans(api);
      expect(plan?.status).toBe('past_due');
      expect(await tierOf(api)).toBe('featured');
      const { db, tables } = api.engine;
      const [failed] = await db
        .select()
        .from(tables.mailOutbox)
        .where(eq(tables.mailOutbox.kind, 'plan_payment_failed'));
      expect(failed?.text).toContain('http://localhost:3000/dashboard');
      expect(failed?.text).toMatch(/keeps Featured until \d+ \w+ \d{4}/);

      api.advance(GRACE_PERIOD_MS - DAY_MS);
      await expireGracePeriods(api.deps);
      expect(await tierOf(api)).toBe('featured');
      api.advance(2 * DAY_MS);
      await expireGracePeriods(api.deps);
      expect(await tierOf(api)).toBe('free');
      expect(await mailKinds(api)).toEqual(['plan_started', 'plan_payment_failed', 'plan_ended']);
      const featured = await api.app.request('/api/featured');
      expect(JSON.stringify(await featured.json())).not.toContain('castle-carpets');
    },
  );

  billingTest(
    'answers 500 when the change cannot be stored, so Stripe retries',
    async ({ api }) => {
      await api.subscribe();
      const [first] = api.stripe.events;
      await api.stripe.close();
      const retried = { ...first?.event, id: 'evt_while_stripe_unreachable' };
      expect(await api.stripe.redeliver(retried)).toBe(500);
      expect(await stripeEventIds(api)).not.toContain('evt_while_stripe_unreachable');
    },
  );

  billingTest('answers 200 to event types Flo does not use', async ({ api }) => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect(await api.postWebhook(payload, api.stripe.sign(payload))).toBe(200);
  });
});
