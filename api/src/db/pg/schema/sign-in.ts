import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';

/* What sign-in throttling remembers (ADR 031). */

export const loginThrottles = pgTable(
  'login_throttles',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestampMs('last_failure_at').notNull(),
    blockedUntil: timestampMs('blocked_until').notNull(),
    ownerNotifiedAt: timestampMs('owner_notified_at'),
  },
  (t) => [
    uniqueIndex('login_throttles_key_unique').on(t.role, t.email, t.source),
    index('login_throttles_last_failure_idx').on(t.lastFailureAt),
  ],
);

export const knownDevices = pgTable(
  'known_devices',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    lastSignInAt: timestampMs('last_sign_in_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.role, t.userId)],
);

export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_links_user_idx').on(t.role, t.userId, t.createdAt)],
);
