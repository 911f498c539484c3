import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listSubscriptions } from '../../admin/subscriptions/repository.ts';
import {
  endInvoicedPlan,
  renewInvoicedPlan,
  setInvoiceRequestStatus,
} from '../../billing/invoiced-plans.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const DAY_MS = 86_400_000;

/** Invoiced plans and the operators' plan list, the same on SQLite and PostgreSQL (ADR 050). */
export const adminSubscriptionCases = describeEachEngine('invoiced plans', ({ engine }) => {
  let specialistId = 0;
  let adminId = 0;
  let requestId = 0;
  const tierOf = async (id: number) => {
    const { specialists } = engine().tables;
    const [found] = await engine()
      .db.select({ tier: specialists.tier })
      .from(specialists)
      .where(eq(specialists.id, id));
    return found?.tier;
  };

  beforeAll(async () => {
    const { db, tables: t } = engine();
    ({ specialistId } = await insertSpecialist(engine(), 'plans'));
    const [admin] = await db
      .insert(t.admins)
      .values({ email: 'ada@flo.test', name: 'Ada', passwordHash: 'x' })
      .returning({ id: t.admins.id });
    const [request] = await db
      .insert(t.subscriptionRequests)
      .values({
        reference: 'SUB-PLANS',
        tier: 'standard',
        monthlyPence: 2900,
        source: 'subscribe',
        businessName: 'Plans Ltd',
        contactName: 'Bo',
        invoiceEmail: 'accounts@example.com',
        invoiceAddress: '1 Mill St',
        specialistId,
      })
      .returning({ id: t.subscriptionRequests.id });
    adminId = admin?.id ?? 0;
    requestId = request?.id ?? 0;
    const other = (await insertSpecialist(engine(), 'plans-other')).specialistId;
    const plan = (status: 'past_due' | 'canceled' | 'active', end: Date | null) => ({
      provider: 'stripe' as const,
      specialistId: other,
      tier: 'featured' as const,
      interval: 'year' as const,
      status,
      currentPeriodEnd: end,
      pastDueSince: status === 'past_due' ? NOW : null,
      stripeSubscriptionId: `sub_${status}`,
      updatedAt: NOW,
    });
    await db
      .insert(t.subscriptions)
      .values([plan('canceled', NOW), plan('active', null), plan('past_due', NOW)]);
  });

  it('starts a request’s plan with its change, tier and mail, in one commit', async () => {
    const { db, tables: t } = engine();
    expect(await engine().commit(setInvoiceRequestStatus, 999_999, 'active', adminId, NOW)).toBe(
      false,
    );
    expect(await engine().commit(setInvoiceRequestStatus, requestId, 'active', adminId, NOW)).toBe(
      true,
    );
    expect(await tierOf(specialistId)).toBe('standard');
    const mails = await db
      .select({ kind: t.mailOutbox.kind, to: t.mailOutbox.to })
      .from(t.mailOutbox);
    expect(mails).toEqual([{ kind: 'plan_started', to: 'accounts@example.com' }]);
  });

  it('lists past due first, then live plans by renewal with no end first, then ended ones', async () => {
    const list = await engine().run(listSubscriptions, NOW);
    expect(list.items.map((p) => [p.provider, p.status, p.periodEnd])).toEqual([
      ['stripe', 'past_due', NOW.toISOString()],
      ['stripe', 'active', null],
      ['invoice', 'active', expect.stringMatching(/^2026-04-02T/)],
      ['stripe', 'canceled', NOW.toISOString()],
    ]);
    expect(list.items[2]?.lastChange).toMatchObject({ action: 'start', by: 'ada@flo.test' });
    expect(list.monthlyRecurringRevenuePence.total).toBeGreaterThan(0);
    const byRenewal = await engine().run(listSubscriptions, NOW, {
      sort: 'renewal',
      order: 'desc',
    });
    expect(byRenewal.items.map((p) => p.periodEnd).at(-1)).toBeNull();
  });

  it('renews a month from the current end, then ends it and the listing is free again', async () => {
    const [invoiced] = (await engine().run(listSubscriptions, NOW)).items.filter(
      (p) => p.provider === 'invoice',
    );
    const id = invoiced?.id ?? 0;
    const renewed = await engine().commit(renewInvoicedPlan, id, adminId, NOW);
    expect(renewed?.currentPeriodEnd?.toISOString()).toMatch(/^2026-05-02T/);
    const ended = await engine().commit(
      endInvoicedPlan,
      id,
      adminId,
      new Date(NOW.getTime() + DAY_MS),
    );
    expect(ended?.status).toBe('canceled');
    expect(await tierOf(specialistId)).toBe('free');
    const { subscriptionChanges } = engine().tables;
    const actions = await engine()
      .db.select({ action: subscriptionChanges.action })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.subscriptionId, id))
      .orderBy(subscriptionChanges.id);
    expect(actions.map((a) => a.action)).toEqual(['start', 'renew', 'end']);
  });
});
