import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/* Cities, services and the specialists listed in them. */

export const cities = sqliteTable('cities', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  /** Outward-code areas such as ["M", "SK"], as JSON. */
  postcodeAreas: text('postcode_areas', { mode: 'json' }).$type<string[]>().notNull(),
  population: integer('population').notNull(),
  /** WGS84 centre, from the GB gazetteer; null until filled, so distance search skips it. */
  latitude: real('latitude'),
  longitude: real('longitude'),
});

export const services = sqliteTable('services', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /**
   * Words that mark a specialist's offer as this service
   * (docs/product/api-calls.md#service-keyword-filter).
   */
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
    /** Towns and districts the specialist also covers, as the business typed them (JSON). */
    areas: text('areas', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** How far from its city the business travels for work, in miles; null when it never said. */
    serviceRadiusMiles: integer('service_radius_miles'),
    /** Why an admin suspended the listing; null while active. */
    suspendedReason: text('suspended_reason'),
    claimedByBusinessId: integer('claimed_by_business_id').references(
      (): AnySQLiteColumn => businesses.id,
    ),
    /**
     * Published reviews and the sum of their ratings, kept by the triggers on `reviews`
     * (migration 0008), so listings never sum the reviews table per request. Never write them.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The rounded average in tenths as cards show it (4.3 → 43), 0 with no reviews; indexed for sorting. */
    ratingTenths: integer('rating_tenths').generatedAlwaysAs(
      sql`case when review_count = 0 then 0 else cast(round(rating_sum * 10.0 / review_count) as integer) end`,
      { mode: 'virtual' },
    ),
    /**
     * Published reviews per star rating, kept by the triggers on `reviews` (migration 0017), so
     * the chat and the profile show the breakdown without counting the reviews. Never write them.
     */
    oneStarCount: integer('one_star_count').notNull().default(0),
    twoStarCount: integer('two_star_count').notNull().default(0),
    threeStarCount: integer('three_star_count').notNull().default(0),
    fourStarCount: integer('four_star_count').notNull().default(0),
    fiveStarCount: integer('five_star_count').notNull().default(0),
    /**
     * When the newest published review was written (null with none), kept by the triggers on
     * `reviews` (migration 0012) for sitemap dates. Never write it.
     */
    lastReviewAt: integer('last_review_at', { mode: 'timestamp_ms' }),
    /**
     * When the specialist last received a lead (null: never), kept by the triggers on
     * `enquiry_recipients` (migration 0014) so matching rotates leads along an index. Never write it.
     */
    lastLeadAt: integer('last_lead_at', { mode: 'timestamp_ms' }),
    /**
     * The `enquiry_recipients` rowid of that lead (migration 0015): the order leads were handed
     * out, which breaks ties between leads of the same millisecond (an enquiry's recipients share
     * its time), so a tied group is served in turn. Kept by the same triggers; never write it.
     */
    lastLeadSeq: integer('last_lead_seq'),
    /** When the public profile last changed: the listing's creation or its newest published review. */
    changedAt: integer('changed_at', { mode: 'timestamp_ms' }).generatedAlwaysAs(
      sql`max(created_at, coalesce(last_review_at, 0))`,
      { mode: 'virtual' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('specialists_city_status_idx').on(t.cityId, t.status),
    index('specialists_city_changed_idx').on(t.cityId, t.status, t.changedAt),
  ],
);

/**
 * A specialist's login (e-mail unique without regard to case, see auth.ts). It references the
 * specialist it owns, and `specialists.claimed_by_business_id` references it back, so both tables
 * live in this file: drizzle takes the referenced column itself, and two files would import each
 * other.
 */
export const businesses = sqliteTable(
  'businesses',
  {
    id: integer('id').primaryKey(),
    email: text('email').notNull(),
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
  },
  (t) => [uniqueIndex('businesses_email_lower_unique').on(sql`lower(${t.email})`)],
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
  /** When an admin opened it in the console; null while unread. */
  readAt: integer('read_at', { mode: 'timestamp_ms' }),
  /** When the specialist's business opened it on its dashboard; null while unread there. */
  businessReadAt: integer('business_read_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});
