import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/*
 * Two-factor sign-in (ADR 032): each login's TOTP secret, its one-time recovery codes, and the
 * short-lived challenges that carry a sign-in from the first factor to the code.
 */

/**
 * A login's authenticator. `secret` is the confirmed base32 TOTP secret (null: two-factor is
 * off); `pendingSecret` one shown for enrolment and not yet confirmed with a code. Verifying a
 * code needs the secret itself, so it cannot be hashed like a password.
 */
export const twoFactorLogins = sqliteTable(
  'two_factor_logins',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
    /** The TOTP time step of the last code accepted; a code of that step or before is a replay. */
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_logins_user_unique').on(t.role, t.userId)],
);

/** One recovery code of a login: only its SHA-256 is kept, and each works once. */
export const twoFactorRecoveryCodes = sqliteTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.role, t.userId)],
);

/**
 * A sign-in whose first factor (password or mailed link) was right, waiting for its code; the
 * raw token goes to the browser and only its SHA-256 is kept. It works once, for minutes.
 */
export const twoFactorChallenges = sqliteTable(
  'two_factor_challenges',
  {
    id: integer('id').primaryKey(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);
