import {
  type AdminSubscriptions,
  type AdminSubscriptionsQuery,
  planPricePence,
} from '@flo/contract';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { grantsTier } from '../../billing/listing-tier.ts';
import { statusInWords } from '../../billing/summary.ts';
import type { Db } from '../../db/client.ts';
import {
  admins,
  businesses,
  specialists,
  subscriptionChanges,
  subscriptions,
} from '../../db/schema.ts';

/** Past due first (they need a look), then live plans by renewal, then the ended ones. */
const byStatus = sql`case ${subscriptions.status} when 'past_due' then 0 when 'active' then 1 when 'trialing' then 1 else 2 end`;

/**
 * The list's order. Plans are one row per paying listing, a short table read whole, so sorting
 * it in memory costs nothing worth an index.
 */
function orderOf({ sort, order }: AdminSubscriptionsQuery): SQL[] {
  const way = order === 'asc' ? asc : desc;
  if (sort === 'renewal') return [way(subscriptions.currentPeriodEnd), way(subscriptions.id)];
  return [way(byStatus), asc(subscriptions.currentPeriodEnd), asc(subscriptions.id)];
}

/** The last change an operator made to a plan, with who made it. */
function lastChangeOf(db: Db, subscriptionId: number) {
  const change = db
    .select({
      action: subscriptionChanges.action,
      detail: subscriptionChanges.detail,
      by: admins.email,
      at: subscriptionChanges.createdAt,
    })
    .from(subscriptionChanges)
    .leftJoin(admins, eq(admins.id, subscriptionChanges.adminId))
    .where(eq(subscriptionChanges.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionChanges.id))
    .get();
  return change ? { ...change, at: change.at.toISOString() } : null;
}

/**
 * Every plan with its business and listing, in the asked order (past due first by default), and
 * the monthly recurring revenue they make now.
 */
export function listSubscriptions(
  db: Db,
  now: Date,
  sorted: AdminSubscriptionsQuery = { sort: 'status', order: 'asc' },
): AdminSubscriptions {
  const rows = db
    .select({
      plan: subscriptions,
      business: businesses.name,
      listing: { id: specialists.id, name: specialists.name, slug: specialists.slug },
    })
    .from(subscriptions)
    .innerJoin(specialists, eq(specialists.id, subscriptions.specialistId))
    .leftJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .orderBy(...orderOf(sorted))
    .all();
  const mrr = { total: 0, standard: 0, featured: 0 };
  const items = rows.map(({ plan, business, listing }) => {
    const price = planPricePence(plan.tier, plan.interval);
    const monthly = grantsTier(plan, now)
      ? Math.round(plan.interval === 'year' ? price / 12 : price)
      : 0;
    mrr.total += monthly;
    mrr[plan.tier] += monthly;
    return {
      id: plan.id,
      provider: plan.provider,
      business,
      listing,
      tier: plan.tier,
      interval: plan.interval,
      status: plan.status,
      statusText: statusInWords(plan),
      periodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
      monthlyRevenuePence: monthly,
      lastChange: lastChangeOf(db, plan.id),
    };
  });
  return { items, monthlyRecurringRevenuePence: mrr };
}
