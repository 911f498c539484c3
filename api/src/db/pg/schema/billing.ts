import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_ROW_STATUSES } from '../../schema/billing.ts';
import { admins } from './auth.ts';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { businesses, specialists } from './directory.ts';

export { SUBSCRIPTION_ROW_STATUSES };

/* Paid plans (ADR 030); `subscriptions` is the one source of a listing's paid tier. */

export const billingCustomers = pgTable('billing_customers', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    provider: text('provider', { enum: ['stripe', 'invoice'] }).notNull(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    tier: text('tier', { enum: ['standard', 'featured'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_ROW_STATUSES }).notNull(),
    currentPeriodEnd: timestampMs('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestampMs('past_due_since'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    requestId: integer('request_id'),
    updatedAt: timestampMs('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_specialist_idx').on(t.specialistId),
    index('subscriptions_business_idx').on(t.businessId),
    index('subscriptions_status_idx').on(t.status),
    index('subscriptions_created_idx').on(t.createdAt),
  ],
);

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestampMs('received_at').notNull(),
});

export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: serialId(),
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
