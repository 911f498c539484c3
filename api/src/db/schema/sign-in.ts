import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/*
 * What sign-in throttling remembers (ADR 031): failed sign-ins by account and source, the
 * devices each login has signed in from, and the one-time sign-in links mailed to owners.
 */

/**
 * Failed sign-ins for one login address, counted per source: `account` (every source
 * together), `address:<ip or /64>` or `device:<known device id>`. Each failure past the free
 * ones doubles the wait before the next attempt from that source; refused attempts are not
 * counted, so nobody can keep a wait going by knocking.
 */
export const loginThrottles = sqliteTable(
  'login_throttles',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    /** The address as typed, trimmed and lower-cased; it may belong to no account. */
    email: text('email').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }).notNull(),
    /** No attempt from this source is checked before then. */
    blockedUntil: integer('blocked_until', { mode: 'timestamp_ms' }).notNull(),
    /** When the owner was last mailed that their account is being attacked (`account` rows). */
    ownerNotifiedAt: integer('owner_notified_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('login_throttles_key_unique').on(t.role, t.email, t.source),
    /** Lets the sweep of forgotten failures find them without a scan. */
    index('login_throttles_last_failure_idx').on(t.lastFailureAt),
  ],
);

/**
 * A browser that has signed in to a login before, known by the SHA-256 of the random token in
 * its HttpOnly device cookie. Its owner's sign-ins skip the account-wide throttle.
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The browser's User-Agent when it first signed in, shortened, for the owner to recognise. */
    label: text('label').notNull(),
    lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.role, t.userId)],
);

/** A one-time sign-in link mailed to a login's owner; only its token's SHA-256 is kept. */
export const signInLinks = sqliteTable(
  'sign_in_links',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_links_user_idx').on(t.role, t.userId, t.createdAt)],
);
