import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
} from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const cities = sqliteTable('cities', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  /** Outward-code areas such as ["M", "SK"], as JSON. */
  postcodeAreas: text('postcode_areas', { mode: 'json' }).$type<string[]>().notNull(),
  population: integer('population').notNull(),
});

export const services = sqliteTable('services', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** Words that mark a specialist's offer as this service (spec section 7 keyword filter). */
  keywords: text('keywords', { mode: 'json' }).$type<string[]>().notNull(),
  description: text('description').notNull(),
});

export const specialists = sqliteTable(
  'specialists',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    description: text('description').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    postcode: text('postcode').notNull(),
    status: text('status', { enum: ['active', 'pending', 'suspended'] })
      .notNull()
      .default('active'),
    tier: text('tier', { enum: ['free', 'standard', 'featured'] })
      .notNull()
      .default('free'),
    claimedByBusinessId: integer('claimed_by_business_id').references(
      (): AnySQLiteColumn => businesses.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [index('specialists_city_status_idx').on(t.cityId, t.status)],
);

/** Which services a specialist offers; `label` is the wording shown as servicesOffered. */
export const specialistServices = sqliteTable(
  'specialist_services',
  {
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    serviceSlug: text('service_slug')
      .notNull()
      .references(() => services.slug),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.specialistId, t.serviceSlug] }),
    index('specialist_services_service_idx').on(t.serviceSlug),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('pending'),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    businessReply: text('business_reply'),
    businessRepliedAt: integer('business_replied_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_specialist_status_created_idx').on(t.specialistId, t.status, t.createdAt),
  ],
);

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
    specialistId: integer('specialist_id').references(() => specialists.id),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the accepted body, so a reused key with a different body is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.specialistId] }),
    index('enquiry_recipients_specialist_idx').on(t.specialistId, t.createdAt),
  ],
);

export const businesses = sqliteTable('businesses', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  specialistId: integer('specialist_id')
    .notNull()
    .unique()
    .references((): AnySQLiteColumn => specialists.id),
  passwordHash: text('password_hash'),
  /** SHA-256 of the one-time token e-mailed to set the password; cleared once used. */
  setupTokenHash: text('setup_token_hash'),
  setupTokenExpiresAt: integer('setup_token_expires_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

export const admins = sqliteTable('admins', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.role, t.userId)],
);

/** One row (id 1): Flo's switches, per page type, and who may embed it. */
export const chatSettings = sqliteTable('chat_settings', {
  id: integer('id').primaryKey(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  pageSettings: text('page_settings', { mode: 'json' })
    .$type<Record<string, { enabled: boolean }>>()
    .notNull(),
  /** Origins allowed to call the widget endpoints; empty means any origin. */
  allowedOrigins: text('allowed_origins', { mode: 'json' }).$type<string[]>().notNull(),
  contactEmail: text('contact_email').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

export const specialistMessages = sqliteTable('specialist_messages', {
  id: integer('id').primaryKey(),
  specialistId: integer('specialist_id')
    .notNull()
    .references(() => specialists.id),
  senderName: text('sender_name').notNull(),
  senderEmail: text('sender_email').notNull(),
  senderPhone: text('sender_phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  pageUrl: text('page_url').notNull(),
  pageType: text('page_type').notNull(),
  createdAt: createdAt(),
});

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
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

/** A flooring guide at /content/{slug}; the body is structured blocks, never HTML. */
export const articles = sqliteTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** `[{ type: 'h2' | 'p', text } | { type: 'ul', items }]` as JSON. */
  body: text('body', { mode: 'json' }).$type<ArticleBlockRow[]>().notNull(),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type ArticleBlockRow = { type: 'h2' | 'p'; text: string } | { type: 'ul'; items: string[] };

/** Messages sent through /contact to the operators. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** One-time links that let a real customer leave a verified review. */
export const reviewInvites = sqliteTable(
  'review_invites',
  {
    id: integer('id').primaryKey(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    reviewId: integer('review_id').references(() => reviews.id),
    createdAt: createdAt(),
  },
  (t) => [index('review_invites_specialist_idx').on(t.specialistId)],
);

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
    phone: text('phone').notNull(),
    proof: text('proof').notNull(),
    tier: text('tier', { enum: ['free', 'standard', 'featured'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_requests_specialist_idx').on(t.specialistId)],
);

/** A paid tier asked for; invoiced by the operators (no payment provider), then switched on. */
export const subscriptionRequests = sqliteTable('subscription_requests', {
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
  status: text('status', { enum: ['pending', 'invoiced', 'active', 'cancelled'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
});
