import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';

/* Cities, services and the specialists listed in them. */

export const cities = pgTable('cities', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  postcodeAreas: jsonb('postcode_areas').$type<string[]>().notNull(),
  population: integer('population').notNull(),
  /** Null until filled, so distance search skips it. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const services = pgTable('services', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull(),
  description: text('description').notNull(),
});

export const specialists = pgTable(
  'specialists',
  {
    id: serialId(),
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
    areas: jsonb('areas').$type<string[]>().notNull().default([]),
    serviceRadiusMiles: integer('service_radius_miles'),
    suspendedReason: text('suspended_reason'),
    claimedByBusinessId: integer('claimed_by_business_id').references(
      (): AnyPgColumn => businesses.id,
    ),
    /** Kept by the triggers on `reviews` (drizzle-pg review_totals migration). Never write them. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * Stored, not virtual (PostgreSQL has no virtual generated columns); numeric round() rounds
     * half away from zero like SQLite's, so both give 4.25 → 43.
     */
    ratingTenths: integer('rating_tenths').generatedAlwaysAs(
      sql`case when review_count = 0 then 0 else round(rating_sum * 10.0 / review_count)::integer end`,
    ),
    oneStarCount: integer('one_star_count').notNull().default(0),
    twoStarCount: integer('two_star_count').notNull().default(0),
    threeStarCount: integer('three_star_count').notNull().default(0),
    fourStarCount: integer('four_star_count').notNull().default(0),
    fiveStarCount: integer('five_star_count').notNull().default(0),
    lastReviewAt: timestampMs('last_review_at'),
    /** Kept by the triggers on `enquiry_recipients`; never write them. */
    lastLeadAt: timestampMs('last_lead_at'),
    /** The `enquiry_recipients.rowid` of that lead (a real column on PostgreSQL, ADR 047). */
    lastLeadSeq: integer('last_lead_seq'),
    /** greatest() skips a null, as SQLite's max(created_at, coalesce(last_review_at, 0)) does. */
    changedAt: timestampMs('changed_at').generatedAlwaysAs(
      sql`greatest(created_at, last_review_at)`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('specialists_city_status_idx').on(t.cityId, t.status),
    index('specialists_city_changed_idx').on(t.cityId, t.status, t.changedAt),
  ],
);

/** A specialist's login; it and `specialists` reference each other, so both live here. */
export const businesses = pgTable(
  'businesses',
  {
    id: serialId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    specialistId: integer('specialist_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => specialists.id),
    passwordHash: text('password_hash'),
    setupTokenHash: text('setup_token_hash'),
    setupTokenExpiresAt: timestampMs('setup_token_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('businesses_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const specialistServices = pgTable(
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

export const specialistMessages = pgTable('specialist_messages', {
  id: serialId(),
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
  readAt: timestampMs('read_at'),
  businessReadAt: timestampMs('business_read_at'),
  createdAt: createdAt(),
});
