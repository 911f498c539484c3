import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';

/*
 * Login users (businesses, admins) and their hashed session tokens. E-mail addresses are unique
 * and looked up without regard to case, so the unique index is on lower(email): the login query
 * compares the same expression and so searches the index instead of scanning the table.
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

export const admins = sqliteTable(
  'admins',
  {
    id: integer('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);

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
  (t) => [
    index('sessions_user_idx').on(t.role, t.userId),
    /** Lets the sweep of expired sessions find them without a scan. */
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
