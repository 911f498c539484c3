import { beforeAll, expect, it } from 'vitest';
import { applyListingTier, GRACE_PERIOD_MS } from '../../billing/listing-tier.ts';
import {
  eventSeen,
  findBusinessOfCustomer,
  findChosenTier,
  findLatestPlan,
  findLivePlan,
  pastDueSince,
  recordEvent,
  saveCustomerId,
  upsertStripeSubscription,
} from '../../billing/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');

/** Billing's customers, events and Stripe plans, the same on SQLite and PostgreSQL (ADR 050). */
export const billingCases = describeEachEngine('billing', ({ engine }) => {
  let specialistId = 0;
  let businessId = 0;

  beforeAll(async () => {
    const { db, tables: t } = engine();
    ({ specialistId } = await insertSpecialist(engine(), 'billing'));
    const [business] = await db
      .insert(t.businesses)
      .values({ email: 'owner@billing.test', name: 'Billing Floors', specialistId })
      .returning({ id: t.businesses.id });
    businessId = business?.id ?? 0;
    await db.insert(t.claimRequests).values({
      reference: 'CLM-BILLING',
      specialistId,
      name: 'Bo',
      role: 'owner',
      email: 'bo@example.com',
      phone: '07000000000',
      proof: 'Companies House',
      tier: 'featured',
      status: 'approved',
    });
  });

  it('records an event once and keeps the first customer stored', async () => {
    expect(await engine().commit(recordEvent, 'evt_1', 'invoice.paid', NOW)).toBe(true);
    expect(await engine().commit(recordEvent, 'evt_1', 'invoice.paid', NOW)).toBe(false);
    expect(await engine().run(eventSeen, 'evt_1')).toBe(true);
    expect(await engine().run(eventSeen, 'evt_2')).toBe(false);
    expect(await engine().run(saveCustomerId, businessId, 'cus_first')).toBe('cus_first');
    expect(await engine().run(saveCustomerId, businessId, 'cus_second')).toBe('cus_first');
    expect(await engine().run(findBusinessOfCustomer, 'cus_first')).toMatchObject({
      id: businessId,
      specialistId,
    });
  });

  it('stores a Stripe plan once per subscription, and the listing’s tier follows it', async () => {
    expect(await engine().run(findChosenTier, specialistId)).toBe('featured');
    const values = {
      provider: 'stripe' as const,
      specialistId,
      businessId,
      tier: 'featured' as const,
      interval: 'month' as const,
      status: 'active' as const,
      currentPeriodEnd: NOW,
      pastDueSince: null,
      stripeSubscriptionId: 'sub_billing',
      updatedAt: NOW,
    };
    const first = await engine().commit(upsertStripeSubscription, values);
    expect(await engine().commit(applyListingTier, specialistId, NOW)).toEqual({
      before: 'free',
      after: 'featured',
    });
    const since = new Date(NOW.getTime() - GRACE_PERIOD_MS - 1);
    const pastDue = { ...values, status: 'past_due' as const, pastDueSince: since };
    const second = await engine().commit(upsertStripeSubscription, pastDue);
    expect(second).toMatchObject({ id: first.id, status: 'past_due', pastDueSince: since });
    expect((await engine().run(findLivePlan, businessId))?.id).toBe(first.id);
    expect((await engine().run(findLatestPlan, specialistId))?.id).toBe(first.id);
    expect((await engine().run(pastDueSince, NOW)).map((p) => p.id)).toEqual([first.id]);
    expect(await engine().run(pastDueSince, since)).toHaveLength(1);
    expect(await engine().run(pastDueSince, new Date(since.getTime() - 1))).toEqual([]);
    expect(await engine().commit(applyListingTier, specialistId, NOW)).toEqual({
      before: 'featured',
      after: 'free',
    });
  });
});
