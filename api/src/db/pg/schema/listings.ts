import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { specialists } from './directory.ts';

/* Requests to claim a listing or to subscribe to a paid tier. */

export const claimRequests = pgTable(
  'claim_requests',
  {
    id: serialId(),
    reference: text('reference').notNull().unique(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
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
    index('claim_requests_created_idx').on(t.createdAt),
  ],
);

export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    id: serialId(),
    reference: text('reference').notNull().unique(),
    tier: text('tier', { enum: ['standard', 'featured'] }).notNull(),
    monthlyPence: integer('monthly_pence').notNull(),
    source: text('source', { enum: ['subscribe', 'checkout', 'claim-checkout'] }).notNull(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    phone: text('phone'),
    invoiceAddress: text('invoice_address').notNull(),
    claimRequestId: integer('claim_request_id').references(() => claimRequests.id),
    specialistId: integer('specialist_id').references(() => specialists.id),
    status: text('status', { enum: ['pending', 'invoiced', 'active', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_requests_created_idx').on(t.createdAt),
    index('subscription_requests_claim_idx').on(t.claimRequestId),
  ],
);
