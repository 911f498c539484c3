import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  changes,
  type EngineScope,
  row,
  rows,
  runOnSqliteNow,
  type Steps,
} from '../db/engine/index.ts';
import { hashToken, newRawToken } from './tokens.ts';

/*
 * Sessions, written once for SQLite and PostgreSQL (ADR 050): rows in the shared database, so
 * a session started on one node is found, used and revoked on any other.
 */

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
 * const token = await engine.run(startSession, 'admin', admin.id, new Date(), null);
 * // send `Authorization: Bearer ${token}`
 */
export function* startSession(
  { db, tables: { sessions } }: EngineScope,
  role: SessionRole,
  userId: number,
  now: Date,
  deviceId: number | null,
): Steps<string> {
  const token = newRawToken();
  yield* changes(
    db.insert(sessions).values({
      tokenHash: hashToken(token),
      role,
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS[role]),
      lastUsedAt: now,
      deviceId,
    }),
  );
  return token;
}

/**
 * `startSession` at once on a SQLite connection, for a synchronous caller (test fixtures).
 *
 * @example
 * const token = createSession(db, 'admin', admin.id, new Date());
 */
export function createSession(
  db: Db,
  role: SessionRole,
  userId: number,
  now: Date,
  deviceId: number | null = null,
): string {
  return runOnSqliteNow(db, startSession, role, userId, now, deviceId);
}

/**
 * The unexpired, unrevoked session of that role for a raw token, or null: past its age limit
 * or unused for longer than `SESSION_IDLE_MS` it is over. Finding it counts as a use.
 *
 * @example
 * const session = await engine.run(findActiveSession, token, 'business', new Date());
 */
export function* findActiveSession(
  { db, tables: { sessions } }: EngineScope,
  rawToken: string,
  role: SessionRole,
  now: Date,
): Steps<ActiveSession | null> {
  const found = yield* row(
    db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(rawToken))),
  );
  if (!found || found.role !== role || found.revokedAt !== null) return null;
  if (found.expiresAt.getTime() <= now.getTime()) return null;
  const lastUsed = (found.lastUsedAt ?? found.createdAt).getTime();
  if (now.getTime() - lastUsed >= SESSION_IDLE_MS[role]) return null;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    yield* changes(db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, found.id)));
  }
  return { id: found.id, role: found.role, userId: found.userId, expiresAt: found.expiresAt };
}

/**
 * Ends one session (a logout).
 *
 * @example
 * await engine.run(revokeSession, session.id, new Date());
 */
export function* revokeSession(
  { db, tables: { sessions } }: EngineScope,
  sessionId: number,
  now: Date,
): Steps<void> {
  yield* changes(
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),
  );
}

export interface OpenSession {
  id: number;
  browser: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
}

/**
 * A user's unrevoked sessions, not past their age or idle limit, last used first.
 *
 * @example
 * const open = await engine.run(openSessionsOf, 'business', 7, new Date());
 */
export function* openSessionsOf(
  { db, tables: { sessions, knownDevices } }: EngineScope,
  role: SessionRole,
  userId: number,
  now: Date,
): Steps<OpenSession[]> {
  const idleSince = now.getTime() - SESSION_IDLE_MS[role];
  const found = yield* rows(
    db
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
      // Nulls last on both engines (PostgreSQL sorts them first when descending).
      .orderBy(sql`${sessions.lastUsedAt} desc nulls last`, desc(sessions.id)),
  );
  return found
    .map((open) => ({ ...open, lastUsedAt: open.lastUsedAt ?? open.signedInAt }))
    .filter((open) => open.lastUsedAt.getTime() > idleSince);
}

/**
 * Ends every open session of one user, e.g. after their password changed.
 *
 * @example
 * await engine.run(revokeSessionsOf, 'business', 7, new Date());
 */
export function* revokeSessionsOf(
  { db, tables: { sessions } }: EngineScope,
  role: SessionRole,
  userId: number,
  now: Date,
): Steps<void> {
  yield* changes(
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.role, role), eq(sessions.userId, userId), isNull(sessions.revokedAt))),
  );
}

/**
 * Deletes sessions past their expiry (revoked ones too, once expired); cheap with few rows.
 *
 * @example
 * await engine.run(pruneExpiredSessions, new Date());
 */
export function* pruneExpiredSessions(
  { db, tables: { sessions } }: EngineScope,
  now: Date,
): Steps<void> {
  yield* changes(db.delete(sessions).where(lte(sessions.expiresAt, now)));
}
