import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createSession,
  findActiveSession,
  pruneExpiredSessions,
  revokeSession,
  revokeSessionsOf,
  SESSION_LIFETIME_MS,
} from './sessions.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const start = new Date('2026-03-01T09:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('sessions', () => {
  it('finds a session by its raw token, only for its own role', () => {
    const token = createSession(t.db, 'business', 7, start);
    expect(findActiveSession(t.db, token, 'business', start)).toMatchObject({
      role: 'business',
      userId: 7,
      expiresAt: later(SESSION_LIFETIME_MS.business),
    });
    expect(findActiveSession(t.db, token, 'admin', start)).toBeNull();
    expect(findActiveSession(t.db, `${token}A`, 'business', start)).toBeNull();
  });

  it('stops finding a session at its expiry or once revoked', () => {
    const token = createSession(t.db, 'admin', 1, start);
    expect(findActiveSession(t.db, token, 'admin', later(SESSION_LIFETIME_MS.admin))).toBeNull();
    const session = findActiveSession(t.db, token, 'admin', start);
    if (!session) throw new Error('session not found');
    revokeSession(t.db, session.id, start);
    expect(findActiveSession(t.db, token, 'admin', start)).toBeNull();
  });

  it('revokes every session of one user and leaves other users alone', () => {
    const first = createSession(t.db, 'business', 7, start);
    const second = createSession(t.db, 'business', 7, start);
    const otherUser = createSession(t.db, 'business', 8, start);
    const sameIdAdmin = createSession(t.db, 'admin', 7, start);
    revokeSessionsOf(t.db, 'business', 7, start);
    expect(findActiveSession(t.db, first, 'business', start)).toBeNull();
    expect(findActiveSession(t.db, second, 'business', start)).toBeNull();
    expect(findActiveSession(t.db, otherUser, 'business', start)).not.toBeNull();
    expect(findActiveSession(t.db, sameIdAdmin, 'admin', start)).not.toBeNull();
  });

  it('prunes expired sessions and keeps live ones', () => {
    createSession(t.db, 'admin', 1, start);
    const live = createSession(t.db, 'business', 2, start);
    pruneExpiredSessions(t.db, later(SESSION_LIFETIME_MS.admin));
    expect(
      t.db
        .select()
        .from(sessions)
        .all()
        .map((row) => row.role),
    ).toEqual(['business']);
    expect(
      findActiveSession(t.db, live, 'business', later(SESSION_LIFETIME_MS.admin)),
    ).not.toBeNull();
  });
});
