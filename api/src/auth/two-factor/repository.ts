import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactorChallenges, twoFactorLogins, twoFactorRecoveryCodes } from '../../db/schema.ts';
import type { SessionRole } from '../sessions.ts';
import { hashToken } from '../tokens.ts';
import { hashRecoveryCode } from './recovery-codes.ts';

export type TwoFactorLoginRow = typeof twoFactorLogins.$inferSelect;

const ofLogin = (role: SessionRole, userId: number) =>
  and(eq(twoFactorLogins.role, role), eq(twoFactorLogins.userId, userId));

const codesOf = (role: SessionRole, userId: number) =>
  and(eq(twoFactorRecoveryCodes.role, role), eq(twoFactorRecoveryCodes.userId, userId));

/** The login's authenticator row, confirmed or only pending, or null. */
export function findTwoFactorLogin(
  db: Db,
  role: SessionRole,
  userId: number,
): TwoFactorLoginRow | null {
  return db.select().from(twoFactorLogins).where(ofLogin(role, userId)).get() ?? null;
}

/** The confirmed secret, when two-factor sign-in is on for the login. */
export function activeSecretOf(db: Db, role: SessionRole, userId: number): string | null {
  return findTwoFactorLogin(db, role, userId)?.secret ?? null;
}

/** Unused recovery codes of the login. */
export function recoveryCodesLeft(db: Db, role: SessionRole, userId: number): number {
  const row = db
    .select({ left: sql<number>`count(*)` })
    .from(twoFactorRecoveryCodes)
    .where(and(codesOf(role, userId), isNull(twoFactorRecoveryCodes.usedAt)))
    .get();
  return row?.left ?? 0;
}

/** Keeps a new secret waiting for its first code; an active secret stays in force meanwhile. */
export function storePendingSecret(db: Db, role: SessionRole, userId: number, secret: string) {
  db.insert(twoFactorLogins)
    .values({ role, userId, pendingSecret: secret })
    .onConflictDoUpdate({
      target: [twoFactorLogins.role, twoFactorLogins.userId],
      set: { pendingSecret: secret },
    })
    .run();
}

/**
 * Makes the pending secret the login's secret, its code's step the last one used, and these
 * recovery codes (hashed) the only ones, in one transaction. Answers false when the pending
 * secret changed meanwhile (a second enrolment started), which then stays pending.
 */
export function confirmPendingSecret(
  db: Db,
  role: SessionRole,
  userId: number,
  pendingSecret: string,
  step: number,
  recoveryCodes: string[],
  now: Date,
): boolean {
  return db.transaction((tx) => {
    const confirmed = tx
      .update(twoFactorLogins)
      .set({ secret: pendingSecret, pendingSecret: null, enabledAt: now, lastUsedStep: step })
      .where(and(ofLogin(role, userId), eq(twoFactorLogins.pendingSecret, pendingSecret)))
      .run();
    if (confirmed.changes !== 1) return false;
    tx.delete(twoFactorRecoveryCodes).where(codesOf(role, userId)).run();
    tx.insert(twoFactorRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ role, userId, codeHash: hashRecoveryCode(code) })))
      .run();
    return true;
  });
}

/**
 * Records `step` as used, only if it is later than the last step used: two requests with the
 * same code, even at once, cannot both get in. Answers whether this call used it.
 */
export function useTotpStep(db: Db, role: SessionRole, userId: number, step: number): boolean {
  const result = db
    .update(twoFactorLogins)
    .set({ lastUsedStep: step })
    .where(
      and(
        ofLogin(role, userId),
        or(isNull(twoFactorLogins.lastUsedStep), lt(twoFactorLogins.lastUsedStep, step)),
      ),
    )
    .run();
  return result.changes === 1;
}

/** Spends one unused recovery code of the login; answers whether it was one. */
export function useRecoveryCode(
  db: Db,
  role: SessionRole,
  userId: number,
  code: string,
  now: Date,
): boolean {
  const result = db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        codesOf(role, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .run();
  return result.changes === 1;
}

/** Turns two-factor sign-in off for the login: its secret and recovery codes are deleted. */
export function deleteTwoFactor(db: Db, role: SessionRole, userId: number): void {
  db.transaction((tx) => {
    tx.delete(twoFactorLogins).where(ofLogin(role, userId)).run();
    tx.delete(twoFactorRecoveryCodes).where(codesOf(role, userId)).run();
  });
}

/** Stores a challenge by its token's hash, deleting expired ones (few: each lives minutes). */
export function storeChallenge(
  db: Db,
  role: SessionRole,
  userId: number,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  db.transaction((tx) => {
    tx.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, now)).run();
    tx.insert(twoFactorChallenges)
      .values({ role, userId, tokenHash: hashToken(token), expiresAt })
      .run();
  });
}

/** The user an unexpired, unused challenge of that role is for, or null. */
export function findChallengeUser(
  db: Db,
  role: SessionRole,
  token: string,
  now: Date,
): number | null {
  const row = db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        eq(twoFactorChallenges.role, role),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .get();
  return row?.userId ?? null;
}

/** Marks a challenge used, once; answers whether this call did. */
export function spendChallenge(db: Db, token: string, now: Date): boolean {
  const result = db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(
      and(eq(twoFactorChallenges.tokenHash, hashToken(token)), isNull(twoFactorChallenges.usedAt)),
    )
    .run();
  return result.changes === 1;
}
