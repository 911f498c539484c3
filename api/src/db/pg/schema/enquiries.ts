import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { services, specialists } from './directory.ts';

/* Customer enquiries, who received them, posted jobs and the quotes sent back. */

export const enquiries = pgTable(
  'enquiries',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    kind: text('kind', { enum: ['chat', 'simple', 'job'] }).notNull(),
    status: text('status', { enum: ['new', 'matched', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    flooringType: text('flooring_type').notNull(),
    location: text('location').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    budgetRange: text('budget_range').notNull(),
    urgency: text('urgency').notNull(),
    projectDetails: text('project_details').notNull().default(''),
    customerMessage: text('customer_message'),
    chatbotSource: text('chatbot_source').notNull(),
    pageContext: jsonb('page_context').$type<Record<string, unknown>>(),
    selectedServiceSlug: text('selected_service_slug'),
    selectedServiceName: text('selected_service_name'),
    intent: text('intent'),
    consultationPreference: text('consultation_preference'),
    postcode: text('postcode'),
    nearestCity: text('nearest_city'),
    nearestCityMiles: integer('nearest_city_miles'),
    specialistId: integer('specialist_id').references(() => specialists.id),
    /** Unique, so a repeated write with the same key is one `INSERT … ON CONFLICT`. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    visitorTokenHash: text('visitor_token_hash').unique(),
    closedAt: timestampMs('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const enquiryRecipients = pgTable(
  'enquiry_recipients',
  {
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    status: text('status', { enum: ['new', 'contacted', 'quoted', 'won', 'lost'] })
      .notNull()
      .default('new'),
    firstResponseAt: timestampMs('first_response_at'),
    statusUpdatedAt: timestampMs('status_updated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.specialistId] }),
    index('enquiry_recipients_specialist_idx').on(t.specialistId, t.createdAt),
  ],
);

export const leadReplies = pgTable(
  'lead_replies',
  {
    id: serialId(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_replies_enquiry_idx').on(t.enquiryId, t.specialistId)],
);

export const jobPosts = pgTable('job_posts', {
  enquiryId: integer('enquiry_id')
    .primaryKey()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  serviceSlug: text('service_slug')
    .notNull()
    .references(() => services.slug),
  preferredContact: text('preferred_contact', { enum: ['email', 'phone', 'either'] })
    .notNull()
    .default('either'),
});

export const quotes = pgTable(
  'quotes',
  {
    id: serialId(),
    publicId: text('public_id').notNull().unique(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    amountPence: integer('amount_pence').notNull(),
    description: text('description').notNull(),
    lineItems: jsonb('line_items')
      .$type<{ description: string; amountPence: number }[]>()
      .notNull(),
    validUntil: timestampMs('valid_until').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    acceptTokenHash: text('accept_token_hash').notNull().unique(),
    acceptedAt: timestampMs('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('quotes_amount_positive', sql`${t.amountPence} > 0`),
    index('quotes_enquiry_idx').on(t.enquiryId),
  ],
);
