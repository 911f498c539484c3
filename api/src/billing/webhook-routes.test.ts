import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { mailOutbox, specialists, stripeEvents, subscriptions } from '../db/schema.ts';
import { type BillingTestApp, createBillingTestApp } from '../testing/billing-app.ts';
import { expireGracePeriods } from './grace.ts';
import { GRACE_PERIOD_MS } from './listing-tier.ts';

const billingTest = test.extend<{ api: BillingTestApp }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and this one has none.
  api: async ({}, use) => {
    const api = await createBillingTestApp();
    await use(api);
    api.close();
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

function tierOf(api: BillingTestApp, key = 'castle-carpets') {
  return api.db
    .select({ tier: specialists.tier })
    .from(specialists)
    .where(eq(specialists.id, api.specialistIds[key] as number))
    .get()?.tier;
}

const plans = (api: BillingTestApp) => api.db.select().from(subscriptions).all();
const mailKinds = (api: BillingTestApp) =>
  api.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .all()
    .map((m) => m.kind)
    .filter((kind) => kind.startsWith('plan_'));

describe('POST /api/stripe/webhook', () => {
  billingTest(
    'a paid checkout puts the listing on its plan and mails that it started',
    async ({ api }) => {
      expect(tierOf(api)).toBe('standard');
      await api.subscribe('featured', 'year');
      expect(tierOf(api)).toBe('featured');
      expect(plans(api)).toEqual([
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
      expect(mailKinds(api)).toEqual(['plan_started']);
      const [started] = api.db.$client
        .prepare(
          `select actor_kind, actor_label, after_json from audit_log where entity_kind = 'plan'`,
        )
        .all() as { actor_kind: string; actor_label: string; after_json: string }[];
      expect(started).toMatchObject({ actor_kind: 'system', actor_label: 'Stripe' });
      expect(JSON.parse(started?.after_json ?? '{}')).toMatchObject({
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
      const ids = api.db.select({ id: stripeEvents.id }).from(stripeEvents).all();
      expect(ids.map((e) => e.id)).not.toContain('evt_forged');
    },
  );

  billingTest('the same event twice changes nothing the second time', async ({ api }) => {
    await api.subscribe();
    const before = { plans: plans(api), mails: mailKinds(api) };
    for (const { event } of api.stripe.events) expect(await api.stripe.redeliver(event)).toBe(200);
    expect(plans(api)).toEqual(before.plans);
    expect(mailKinds(api)).toEqual(before.mails);
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
      expect(plans(api)).toEqual([expect.objectContaining({ status: 'canceled' })]);
      expect(tierOf(api)).toBe('free');
      expect(mailKinds(api)).toEqual(['plan_started', 'plan_ended']);
    },
  );

  billingTest(
    'a failed renewal keeps the tier for the grace period, then drops it to free',
    async ({ api }) => {
      await api.subscribe('featured');
      await api.stripe.failRenewal(api.onlySubscriptionId());
      const [plan] = plans(api);
      expect(plan?.status).toBe('past_due');
      expect(tierOf(api)).toBe('featured');
      const failed = api.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'plan_payment_failed'))
        .get();
      expect(failed?.text).toContain('http://localhost:3000/dashboard');
      expect(failed?.text).toMatch(/keeps Featured until \d+ \w+ \d{4}/);

      api.advance(GRACE_PERIOD_MS - DAY_MS);
      await expireGracePeriods(api.deps);
      expect(tierOf(api)).toBe('featured');
      api.advance(2 * DAY_MS);
      await expireGracePeriods(api.deps);
      expect(tierOf(api)).toBe('free');
      expect(mailKinds(api)).toEqual(['plan_started', 'plan_payment_failed', 'plan_ended']);
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
      const ids = api.db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .all()
        .map((e) => e.id);
      expect(ids).not.toContain('evt_while_stripe_unreachable');
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
