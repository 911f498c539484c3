import {
  type AdminSubscriptions,
  type AdminSubscriptionsQuery,
  planPricePence,
} from '@flo/contract';
import { asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { grantsTier } from '../../billing/listing-tier.ts';
import { statusInWords } from '../../billing/summary.ts';
import { type EngineScope, row, rows, type Steps, type Tables } from '../../db/engine/index.ts';

/** Past due first (they need a look), then live plans by renewal, then the ended ones. */
const byStatus = ({ status }: Tables['subscriptions']) =>
  sql`case ${status} when 'past_due' then 0 when 'active' then 1 when 'trialing' then 1 else 2 end`;

/**
 * A period end in SQLite's order, where no end (null) sorts before any date; PostgreSQL's
 * default puts nulls last ascending, so it is spelt out there.
 */
function byPeriodEnd(on: EngineScope, way: typeof asc, column: SQLWrapper): SQL {
  if (on.dialect === 'sqlite') return way(column);
  return way === asc ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
}

/**
 * The list's order. Plans are one row per paying listing, a short table read whole, so sorting
 * it in memory costs nothing worth an index.
 */
function orderOf(on: EngineScope, { sort, order }: AdminSubscriptionsQuery): SQL[] {
  const { subscriptions } = on.tables;
  const way = order === 'asc' ? asc : desc;
  if (sort === 'renewal') {
    return [byPeriodEnd(on, way, subscriptions.currentPeriodEnd), way(subscriptions.id)];
  }
  return [
    way(byStatus(subscriptions)),
    byPeriodEnd(on, asc, subscriptions.currentPeriodEnd),
    asc(subscriptions.id),
  ];
}

/** The last change an operator made to a plan, with who made it. */
function* lastChangeOf(on: EngineScope, subscriptionId: number) {
  const { admins, subscriptionChanges } = on.tables;
  const change = yield* row(
    on.db
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
      .limit(1),
  );
  return change ? { ...change, at: change.at.toISOString() } : null;
}

/**
 * Every plan with its business and listing, in the asked order (past due first by default), and
 * the monthly recurring revenue they make now.
 */
export function* listSubscriptions(
  on: EngineScope,
  now: Date,
  sorted: AdminSubscriptionsQuery = { sort: 'status', order: 'asc' },
): Steps<AdminSubscriptions> {
  const { businesses, specialists, subscriptions } = on.tables;
  const plans = yield* rows(
    on.db
      .select({
        plan: subscriptions,
        business: businesses.name,
        listing: { id: specialists.id, name: specialists.name, slug: specialists.slug },
      })
      .from(subscriptions)
      .innerJoin(specialists, eq(specialists.id, subscriptions.specialistId))
      .leftJoin(businesses, eq(businesses.id, subscriptions.businessId))
      .orderBy(...orderOf(on, sorted)),
  );
  const mrr = { total: 0, standard: 0, featured: 0 };
  const items: AdminSubscriptions['items'] = [];
  for (const { plan, business, listing } of plans) {
    const price = planPricePence(plan.tier, plan.interval);
    const monthly = grantsTier(plan, now)
      ? Math.round(plan.interval === 'year' ? price / 12 : price)
      : 0;
    mrr.total += monthly;
    mrr[plan.tier] += monthly;
    items.push({
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
      lastChange: yield* lastChangeOf(on, plan.id),
    });
  }
  return { items, monthlyRecurringRevenuePence: mrr };
}
