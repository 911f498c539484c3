import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';

/* Admin logins and hashed session tokens; e-mails unique on lower(email), as on SQLite. */

export const admins = pgTable(
  'admins',
  {
    id: serialId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    revokedAt: timestampMs('revoked_at'),
    lastUsedAt: timestampMs('last_used_at'),
    deviceId: integer('device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_idx').on(t.role, t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
