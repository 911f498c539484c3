import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampMs } from './columns.ts';

/* Two-factor sign-in (ADR 032). */

export const twoFactorLogins = pgTable(
  'two_factor_logins',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    enabledAt: timestampMs('enabled_at'),
    /** A TOTP step (30 s since 1970) stays far below 2^31. */
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_logins_user_unique').on(t.role, t.userId)],
);

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestampMs('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.role, t.userId)],
);

export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serialId(),
    role: text('role', { enum: ['admin', 'business'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);
