import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';

/* Requests to claim a listing or to subscribe to a paid tier. */

/** A request to take over a listing, checked by the operators before a business login is made. */
export const claimRequests = sqliteTable(
  'claim_requests',
  {
    id: integer('id').primaryKey(),
    /** Public reference ('CLM-7K2QX9PA') the claimant sees and quotes. */
    reference: text('reference').notNull().unique(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
    /** Where the claimant asked for leads to go once approved; null: to `email`. */
    leadEmail: text('lead_email'),
    phone: text('phone').notNull(),
    proof: text('proof').notNull(),
    tier: text('tier', { enum: ['free', 'standard', 'featured'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_requests_specialist_idx').on(t.specialistId),
    /** The retention sweep of requests past the policy's 6 years. */
    index('claim_requests_created_idx').on(t.createdAt),
  ],
);

/** A paid tier asked for; invoiced by the operators (no payment provider), then switched on. */
export const subscriptionRequests = sqliteTable(
  'subscription_requests',
  {
    id: integer('id').primaryKey(),
    /** Public reference ('SUB-7K2QX9PA') shown on the success screen and the invoice. */
    reference: text('reference').notNull().unique(),
    tier: text('tier', { enum: ['standard', 'featured'] }).notNull(),
    /** Monthly price excluding VAT quoted when the request was made. */
    monthlyPence: integer('monthly_pence').notNull(),
    source: text('source', { enum: ['subscribe', 'checkout', 'claim-checkout'] }).notNull(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    phone: text('phone'),
    invoiceAddress: text('invoice_address').notNull(),
    claimRequestId: integer('claim_request_id').references(() => claimRequests.id),
    /** The listing the plan is for: the business's own, or the claimed one. */
    specialistId: integer('specialist_id').references(() => specialists.id),
    status: text('status', { enum: ['pending', 'invoiced', 'active', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    /** The retention sweep of requests past the policy's 6 years. */
    index('subscription_requests_created_idx').on(t.createdAt),
    /** Whether a claim still has a subscription request (claims are kept while one is). */
    index('subscription_requests_claim_idx').on(t.claimRequestId),
  ],
);
