import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/*
 * Login users and their hashed session tokens: admins here, businesses (each one a specialist's
 * login) in directory.ts beside the specialists they reference. E-mail addresses are unique and
 * looked up without regard to case, so the unique index is on lower(email): the login query
 * compares the same expression and so searches the index instead of scanning the table.
 */

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
    /** When the token last authenticated a request (to the minute); null: not since sign-in. */
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    /** The known device (browser) it was issued to, for the owner's list of sessions. */
    deviceId: integer('device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_idx').on(t.role, t.userId),
    /** Lets the sweep of expired sessions find them without a scan. */
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
