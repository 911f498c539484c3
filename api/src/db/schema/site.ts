import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { cities, services } from './directory.ts';

/* Flo's settings and the site's own content and contact messages. */

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
  /** Flo's accent colour as #rrggbb, and the greeting that replaces the default welcome text. */
  accentColour: text('accent_colour').notNull().default('#0f766e'),
  greeting: text('greeting'),
  /** A split test's second greeting (ADR 042); null when no test runs. */
  greetingB: text('greeting_b'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
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
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it dealt with in the queue; null while open. */
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  /** The retention sweep of messages past the policy's 12 months. */
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * One row (id 1): settings admins edit at run time. Null means "use the environment's value"
 * (OPERATOR_EMAIL, MAIL_FROM), so a fresh install works before anyone opens the console.
 */
export const operatorSettings = sqliteTable('operator_settings', {
  id: integer('id').primaryKey(),
  operatorEmail: text('operator_email'),
  mailFrom: text('mail_from'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/** Intro text and SEO title/description for a city page, or a city + service page. */
export const locationPages = sqliteTable(
  'location_pages',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Null for the city page itself. */
    serviceSlug: text('service_slug').references(() => services.slug),
    intro: text('intro').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('location_pages_city_service_unique').on(
      t.cityId,
      sql`coalesce(${t.serviceSlug}, '')`,
    ),
  ],
);
