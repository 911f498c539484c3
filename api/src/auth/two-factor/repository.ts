import { and, count, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps, type Tables } from '../../db/engine/index.ts';
import type { twoFactorLogins } from '../../db/schema.ts';
import type { SessionRole } from '../sessions.ts';
import { hashToken } from '../tokens.ts';
import { hashRecoveryCode } from './recovery-codes.ts';

export type TwoFactorLoginRow = typeof twoFactorLogins.$inferSelect;

/*
 * Two-factor sign-in's secrets, recovery codes and challenges, written once for SQLite and
 * PostgreSQL (ADR 050).
 */

const ofLogin = ({ twoFactorLogins }: Tables, role: SessionRole, userId: number) =>
  and(eq(twoFactorLogins.role, role), eq(twoFactorLogins.userId, userId));

const codesOf = ({ twoFactorRecoveryCodes }: Tables, role: SessionRole, userId: number) =>
  and(eq(twoFactorRecoveryCodes.role, role), eq(twoFactorRecoveryCodes.userId, userId));

/** The login's authenticator row, confirmed or only pending, or null. */
export function* findTwoFactorLogin(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
): Steps<TwoFactorLoginRow | null> {
  const found = yield* row(
    db
      .select()
      .from(tables.twoFactorLogins)
      .where(ofLogin(tables, role, userId)),
  );
  return found ?? null;
}

/** The confirmed secret, when two-factor sign-in is on for the login. */
export function* activeSecretOf(
  on: EngineScope,
  role: SessionRole,
  userId: number,
): Steps<string | null> {
  return (yield* findTwoFactorLogin(on, role, userId))?.secret ?? null;
}

/** Unused recovery codes of the login. */
export function* recoveryCodesLeft(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
): Steps<number> {
  const { twoFactorRecoveryCodes } = tables;
  const found = yield* row(
    db
      .select({ left: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(codesOf(tables, role, userId), isNull(twoFactorRecoveryCodes.usedAt))),
  );
  return found?.left ?? 0;
}

/** Keeps a new secret waiting for its first code; an active secret stays in force meanwhile. */
export function* storePendingSecret(
  { db, tables: { twoFactorLogins } }: EngineScope,
  role: SessionRole,
  userId: number,
  secret: string,
): Steps<void> {
  yield* changes(
    db
      .insert(twoFactorLogins)
      .values({ role, userId, pendingSecret: secret })
      .onConflictDoUpdate({
        target: [twoFactorLogins.role, twoFactorLogins.userId],
        set: { pendingSecret: secret },
      }),
  );
}

/**
 * Makes the pending secret the login's secret, its code's step the last one used, and these
 * recovery codes (hashed) the only ones, in one transaction. Answers false when the pending
 * secret changed meanwhile (a second enrolment started), which then stays pending.
 */
export function* confirmPendingSecret(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
  pendingSecret: string,
  step: number,
  recoveryCodes: string[],
  now: Date,
): Steps<boolean> {
  const { twoFactorLogins, twoFactorRecoveryCodes } = tables;
  const confirmed = yield* changes(
    db
      .update(twoFactorLogins)
      .set({ secret: pendingSecret, pendingSecret: null, enabledAt: now, lastUsedStep: step })
      .where(and(ofLogin(tables, role, userId), eq(twoFactorLogins.pendingSecret, pendingSecret))),
  );
  if (confirmed !== 1) return false;
  yield* changes(db.delete(twoFactorRecoveryCodes).where(codesOf(tables, role, userId)));
  yield* changes(
    db
      .insert(twoFactorRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ role, userId, codeHash: hashRecoveryCode(code) }))),
  );
  return true;
}

/**
 * Records `step` as used, only if it is later than the last step used: two requests with the
 * same code, even at once, cannot both get in. Answers whether this call used it.
 */
export function* useTotpStep(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
  step: number,
): Steps<boolean> {
  const { twoFactorLogins } = tables;
  const used = yield* changes(
    db
      .update(twoFactorLogins)
      .set({ lastUsedStep: step })
      .where(
        and(
          ofLogin(tables, role, userId),
          or(isNull(twoFactorLogins.lastUsedStep), lt(twoFactorLogins.lastUsedStep, step)),
        ),
      ),
  );
  return used === 1;
}

/** Spends one unused recovery code of the login; answers whether it was one. */
export function* useRecoveryCode(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
  code: string,
  now: Date,
): Steps<boolean> {
  const { twoFactorRecoveryCodes } = tables;
  const used = yield* changes(
    db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          codesOf(tables, role, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      ),
  );
  return used === 1;
}

/** Turns two-factor sign-in off for the login: its secret and recovery codes are deleted. */
export function* deleteTwoFactor(
  { db, tables }: EngineScope,
  role: SessionRole,
  userId: number,
): Steps<void> {
  yield* changes(db.delete(tables.twoFactorLogins).where(ofLogin(tables, role, userId)));
  yield* changes(db.delete(tables.twoFactorRecoveryCodes).where(codesOf(tables, role, userId)));
}

/** Stores a challenge by its token's hash, deleting expired ones (few: each lives minutes). */
export function* storeChallenge(
  { db, tables: { twoFactorChallenges } }: EngineScope,
  role: SessionRole,
  userId: number,
  token: string,
  expiresAt: Date,
  now: Date,
): Steps<void> {
  yield* changes(db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, now)));
  yield* changes(
    db.insert(twoFactorChallenges).values({ role, userId, tokenHash: hashToken(token), expiresAt }),
  );
}

/** The user an unexpired, unused challenge of that role is for, or null. */
export function* findChallengeUser(
  { db, tables: { twoFactorChallenges } }: EngineScope,
  role: SessionRole,
  token: string,
  now: Date,
): Steps<number | null> {
  const found = yield* row(
    db
      .select({ userId: twoFactorChallenges.userId })
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, hashToken(token)),
          eq(twoFactorChallenges.role, role),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, now),
        ),
      ),
  );
  return found?.userId ?? null;
}

/** Marks a challenge used, once; answers whether this call did. */
export function* spendChallenge(
  { db, tables: { twoFactorChallenges } }: EngineScope,
  token: string,
  now: Date,
): Steps<boolean> {
  const spent = yield* changes(
    db
      .update(twoFactorChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, hashToken(token)),
          isNull(twoFactorChallenges.usedAt),
        ),
      ),
  );
  return spent === 1;
}
