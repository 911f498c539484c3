import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { admins } from './auth.ts';
import { createdAt } from './columns.ts';
import { businesses, specialists } from './directory.ts';

/*
 * Paid plans (ADR 030). `subscriptions` is the one source of a listing's paid tier: the
 * specialists.tier column is only ever written from it (billing/listing-tier.ts).
 */

/** Stripe's subscription statuses, and the two an invoiced plan moves through. */
export const SUBSCRIPTION_ROW_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

/** A business's Stripe customer: made once, before its first Checkout Session. */
export const billingCustomers = sqliteTable('billing_customers', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** One paid plan of one listing: a Stripe subscription, or a plan the operators invoice. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'invoice'] }).notNull(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    /** The business that pays; null for an invoiced plan of a listing nobody has claimed yet. */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    tier: text('tier', { enum: ['standard', 'featured'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_ROW_STATUSES }).notNull(),
    /** End of the period paid for, epoch ms: the renewal date, or the end date when cancelling. */
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' })
      .notNull()
      .default(false),
    /** When the plan went past due: the grace period runs from here. */
    pastDueSince: integer('past_due_since', { mode: 'timestamp_ms' }),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    /** The invoiced request this plan came from. */
    requestId: integer('request_id'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_specialist_idx').on(t.specialistId),
    index('subscriptions_business_idx').on(t.businessId),
    index('subscriptions_status_idx').on(t.status),
    /** The admin figures' plans started per week over a period. */
    index('subscriptions_created_idx').on(t.createdAt),
  ],
);

/** Every Stripe event handled, by id, so a redelivery changes nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
});

/** What an operator did to a plan, and when: the audit trail of invoiced plans. */
export const subscriptionChanges = sqliteTable(
  'subscription_changes',
  {
    id: integer('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_changes_order_idx').on(t.subscriptionId, t.id)],
);
