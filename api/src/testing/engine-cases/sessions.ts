import { beforeEach, expect, it } from 'vitest';
import {
  findActiveSession,
  openSessionsOf,
  pruneExpiredSessions,
  revokeSession,
  revokeSessionsOf,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  type SessionRole,
  startSession,
} from '../../auth/sessions.ts';
import { describeEachEngine } from '../each-engine.ts';

const start = new Date('2026-03-01T09:00:00.250Z');
const later = (ms: number) => new Date(start.getTime() + ms);

/** Sessions, the same on SQLite and PostgreSQL and on any node (ADR 050). */
export const sessionCases = describeEachEngine('sessions', ({ engine, connectAgain }) => {
  const open = (role: SessionRole, userId: number, at = start, deviceId: number | null = null) =>
    engine().run(startSession, role, userId, at, deviceId);
  const find = (token: string, role: SessionRole, at = start) =>
    engine().run(findActiveSession, token, role, at);

  beforeEach(async () => {
    await engine().db.delete(engine().tables.sessions);
    await engine().db.delete(engine().tables.knownDevices);
  });

  it('finds a session by its raw token, only for its own role', async () => {
    const token = await open('business', 7);
    expect(await find(token, 'business')).toMatchObject({
      role: 'business',
      userId: 7,
      expiresAt: later(SESSION_LIFETIME_MS.business),
    });
    expect(await find(token, 'admin')).toBeNull();
    expect(await find(`${token}A`, 'business')).toBeNull();
  });

  it('stops finding a session at its expiry or once revoked, on any node', async () => {
    const token = await open('admin', 1);
    expect(await find(token, 'admin', later(SESSION_LIFETIME_MS.admin))).toBeNull();
    const otherNode = connectAgain();
    const session = await otherNode.run(findActiveSession, token, 'admin', start);
    if (!session) throw new Error('session not found on the other node');
    await otherNode.run(revokeSession, session.id, start);
    expect(await find(token, 'admin')).toBeNull();
  });

  it('ends a session left unused for the idle time, however young it is', async () => {
    const idle = SESSION_IDLE_MS.admin;
    const used = await open('admin', 1);
    const unused = await open('admin', 1);
    for (let at = idle / 2; at < 4 * idle; at += idle / 2) {
      expect(await find(used, 'admin', later(at))).not.toBeNull();
    }
    expect(await find(unused, 'admin', later(idle))).toBeNull();
    expect(await find(used, 'admin', later(4 * idle + idle))).toBeNull();
  });

  it('ends a session at its age limit even while it is used', async () => {
    const token = await open('admin', 1);
    const step = SESSION_IDLE_MS.admin / 2;
    for (let at = step; at < SESSION_LIFETIME_MS.admin; at += step) {
      expect(await find(token, 'admin', later(at))).not.toBeNull();
    }
    expect(await find(token, 'admin', later(SESSION_LIFETIME_MS.admin))).toBeNull();
  });

  it('revokes every session of one user and leaves other users alone', async () => {
    const first = await open('business', 7);
    const second = await open('business', 7);
    const otherUser = await open('business', 8);
    const sameIdAdmin = await open('admin', 7);
    await engine().run(revokeSessionsOf, 'business', 7, start);
    expect(await find(first, 'business')).toBeNull();
    expect(await find(second, 'business')).toBeNull();
    expect(await find(otherUser, 'business')).not.toBeNull();
    expect(await find(sameIdAdmin, 'admin')).not.toBeNull();
  });

  it('lists a user’s open sessions last used first, with the browser, idle ones left out', async () => {
    const { db, tables } = engine();
    const [device] = await db
      .insert(tables.knownDevices)
      .values({
        role: 'business',
        userId: 7,
        tokenHash: 'h',
        label: 'Firefox',
        lastSignInAt: start,
      })
      .returning({ id: tables.knownDevices.id });
    const idle = await open('business', 7, later(-SESSION_IDLE_MS.business));
    const older = await open('business', 7, start, device?.id ?? null);
    await open('business', 7, later(1000));
    await open('admin', 7, later(2000));
    await find(older, 'business', later(120_000));
    const listed = await engine().run(openSessionsOf, 'business', 7, later(120_000));
    expect(listed.map(({ browser, lastUsedAt }) => ({ browser, lastUsedAt }))).toEqual([
      { browser: 'Firefox', lastUsedAt: later(120_000) },
      { browser: null, lastUsedAt: later(1000) },
    ]);
    expect(listed.every(({ signedInAt }) => signedInAt instanceof Date)).toBe(true);
    expect(await find(idle, 'business', later(120_000))).toBeNull();
  });

  it('prunes expired sessions and keeps live ones', async () => {
    await open('admin', 1);
    const live = await open('business', 2);
    await engine().run(pruneExpiredSessions, later(SESSION_LIFETIME_MS.admin));
    const { sessions } = engine().tables;
    expect(
      (await engine().db.select({ role: sessions.role }).from(sessions)).map(({ role }) => role),
    ).toEqual(['business']);
    expect(await find(live, 'business', later(SESSION_LIFETIME_MS.admin))).not.toBeNull();
  });
});
