import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { knownDevices, sessions } from '../db/schema.ts';
import { hashToken, newRawToken } from './tokens.ts';

export type SessionRole = 'admin' | 'business';

/**
 * How long a login lasts. Admin sessions are short because an admin token can change the whole
 * catalogue; business users log in from their own device to read enquiries, so a month spares
 * them a login each visit. Logout revokes either at once.
 */
export const SESSION_LIFETIME_MS: Record<SessionRole, number> = {
  admin: 12 * 60 * 60 * 1000,
  business: 30 * 24 * 60 * 60 * 1000,
};

/**
 * How long a login lasts without a request. An admin away from the console for half an hour
 * signs in again, as OWASP advises for high-value sessions; a business reading its leads now and
 * then keeps its month unless it stays away for two weeks.
 */
export const SESSION_IDLE_MS: Record<SessionRole, number> = {
  admin: 30 * 60 * 1000,
  business: 14 * 24 * 60 * 60 * 1000,
};

/** A session's last use is written at most this often, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ActiveSession {
  id: number;
  role: SessionRole;
  userId: number;
  expiresAt: Date;
}

/**
 * Starts a session and answers the raw bearer token. Only its SHA-256 is stored, so a copy of
 * the database does not let anyone log in.
 *
 * @example
 * const token = createSession(db, 'admin', admin.id, new Date());
 * // send `Authorization: Bearer ${token}`
 */
export function createSession(
  db: Db,
  role: SessionRole,
  userId: number,
  now: Date,
  deviceId: number | null = null,
): string {
  const token = newRawToken();
  db.insert(sessions)
    .values({
      tokenHash: hashToken(token),
      role,
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS[role]),
      lastUsedAt: now,
      deviceId,
    })
    .run();
  return token;
}

/**
 * The unexpired, unrevoked session of that role for a raw token, or null: past its age limit
 * or unused for longer than `SESSION_IDLE_MS` it is over. Finding it counts as a use.
 */
export function findActiveSession(
  db: Db,
  rawToken: string,
  role: SessionRole,
  now: Date,
): ActiveSession | null {
  const row = db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(rawToken)))
    .get();
  if (!row || row.role !== role || row.revokedAt !== null) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  const lastUsed = (row.lastUsedAt ?? row.createdAt).getTime();
  if (now.getTime() - lastUsed >= SESSION_IDLE_MS[role]) return null;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id)).run();
  }
  return { id: row.id, role: row.role, userId: row.userId, expiresAt: row.expiresAt };
}

export function revokeSession(db: Db, sessionId: number, now: Date): void {
  db.update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .run();
}

export interface OpenSession {
  id: number;
  browser: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
}

/** A user's unrevoked sessions, not past their age or idle limit, last used first. */
export function openSessionsOf(
  db: Db,
  role: SessionRole,
  userId: number,
  now: Date,
): OpenSession[] {
  const idleSince = now.getTime() - SESSION_IDLE_MS[role];
  return db
    .select({
      id: sessions.id,
      browser: knownDevices.label,
      signedInAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .leftJoin(knownDevices, eq(knownDevices.id, sessions.deviceId))
    .where(
      and(
        eq(sessions.role, role),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt))
    .all()
    .map((row) => ({ ...row, lastUsedAt: row.lastUsedAt ?? row.signedInAt }))
    .filter((row) => row.lastUsedAt.getTime() > idleSince);
}

/** Ends every open session of one user, e.g. after their password changed. */
export function revokeSessionsOf(db: Db, role: SessionRole, userId: number, now: Date): void {
  db.update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.role, role), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .run();
}

/** Deletes sessions past their expiry (revoked ones too, once expired); cheap with few rows. */
export function pruneExpiredSessions(db: Db, now: Date): void {
  db.delete(sessions).where(lte(sessions.expiresAt, now)).run();
}
