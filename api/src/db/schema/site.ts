import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

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
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
