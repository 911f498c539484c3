import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArticleBlockRow } from '../../schema/site.ts';
import { createdAt, serialId, timestampMs } from './columns.ts';
import { cities, services } from './directory.ts';

export type { ArticleBlockRow };

/* Flo's settings and the site's own content and contact messages. */

/** One row (id 1). */
export const chatSettings = pgTable('chat_settings', {
  id: serialId(),
  enabled: boolean('enabled').notNull().default(true),
  pageSettings: jsonb('page_settings').$type<Record<string, { enabled: boolean }>>().notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
  contactEmail: text('contact_email').notNull(),
  accentColour: text('accent_colour').notNull().default('#0f766e'),
  greeting: text('greeting'),
  greetingB: text('greeting_b'),
  updatedAt: timestampMs('updated_at'),
});

export const articles = pgTable('articles', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: jsonb('body').$type<ArticleBlockRow[]>().notNull(),
  publishedAt: timestampMs('published_at').notNull(),
  updatedAt: timestampMs('updated_at').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestampMs('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** One row (id 1); null means "use the environment's value". */
export const operatorSettings = pgTable('operator_settings', {
  id: serialId(),
  operatorEmail: text('operator_email'),
  mailFrom: text('mail_from'),
  updatedAt: timestampMs('updated_at'),
});

export const locationPages = pgTable(
  'location_pages',
  {
    id: serialId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    serviceSlug: text('service_slug').references(() => services.slug),
    intro: text('intro').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('location_pages_city_service_unique').on(
      t.cityId,
      sql`coalesce(${t.serviceSlug}, '')`,
    ),
  ],
);
