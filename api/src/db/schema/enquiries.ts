import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { services, specialists } from './directory.ts';

/* Customer enquiries, who received them, posted jobs and the quotes sent back. */

export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey(),
    /** Public identifier returned to the client; row ids are never exposed. */
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
    pageContext: text('page_context', { mode: 'json' }).$type<Record<string, unknown>>(),
    selectedServiceSlug: text('selected_service_slug'),
    selectedServiceName: text('selected_service_name'),
    intent: text('intent'),
    consultationPreference: text('consultation_preference'),
    postcode: text('postcode'),
    /**
     * The directory city whose specialists the enquiry went to (the nearest that had one), or,
     * when nobody was matched, the nearest city with specialists at any distance; its name when
     * the enquiry was written, kept apart from the visitor's own words in `location` and
     * `postcode` (ADR 025). Null when the place could not be placed.
     */
    nearestCity: text('nearest_city'),
    /** Great-circle miles, rounded, from the visitor's place to `nearest_city`. */
    nearestCityMiles: integer('nearest_city_miles'),
    specialistId: integer('specialist_id').references(() => specialists.id),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the accepted body, so a reused key with a different body is refused. */
    requestHash: text('request_hash'),
    /**
     * SHA-256 of the token in the confirmation mail's private "Your enquiry" link; null when the
     * visitor gave no e-mail address (no mail, no link).
     */
    visitorTokenHash: text('visitor_token_hash').unique(),
    /** When the visitor closed the enquiry from that page; the firms then see it closed. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    /** The admin list filtered by status, newest first. */
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const enquiryRecipients = sqliteTable(
  'enquiry_recipients',
  {
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    /** Where the specialist has got to with this lead, as shown in its lead inbox. */
    status: text('status', { enum: ['new', 'contacted', 'quoted', 'won', 'lost'] })
      .notNull()
      .default('new'),
    /** The specialist's first reply or quote; the response-time figures are measured from it. */
    firstResponseAt: integer('first_response_at', { mode: 'timestamp_ms' }),
    statusUpdatedAt: integer('status_updated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.specialistId] }),
    index('enquiry_recipients_specialist_idx').on(t.specialistId, t.createdAt),
  ],
);

/** A specialist's e-mailed reply to a lead; the mail itself goes through the outbox. */
export const leadReplies = sqliteTable(
  'lead_replies',
  {
    id: integer('id').primaryKey(),
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

/** A job posted through /post-a-job: the form fields an enquiry row has no column for. */
export const jobPosts = sqliteTable('job_posts', {
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

/** A specialist's priced offer for an enquiry, accepted through an e-mailed link. */
export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey(),
    /** Public identifier in the acceptance link; row ids are never exposed. */
    publicId: text('public_id').notNull().unique(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
    amountPence: integer('amount_pence').notNull(),
    description: text('description').notNull(),
    /** `[{ description, amountPence }]` as JSON. */
    lineItems: text('line_items', { mode: 'json' })
      .$type<{ description: string; amountPence: number }[]>()
      .notNull(),
    validUntil: integer('valid_until', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the token in the acceptance link. */
    acceptTokenHash: text('accept_token_hash').notNull().unique(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('quotes_amount_positive', sql`${t.amountPence} > 0`),
    index('quotes_enquiry_idx').on(t.enquiryId),
  ],
);
