import { describe, expect } from 'vitest';
import { sessions } from '../db/schema.ts';
import { apiTest } from '../testing/fixtures.ts';
import {
  createSession,
  findActiveSession,
  pruneExpiredSessions,
  revokeSession,
  revokeSessionsOf,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from './sessions.ts';

const start = new Date('2026-03-01T09:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('sessions', () => {
  apiTest('finds a session by its raw token, only for its own role', ({ api }) => {
    const token = createSession(api.db, 'business', 7, start);
    expect(findActiveSession(api.db, token, 'business', start)).toMatchObject({
      role: 'business',
      userId: 7,
      expiresAt: later(SESSION_LIFETIME_MS.business),
    });
    expect(findActiveSession(api.db, token, 'admin', start)).toBeNull();
    expect(findActiveSession(api.db, `${token}A`, 'business', start)).toBeNull();
  });

  apiTest('stops finding a session at its expiry or once revoked', ({ api }) => {
    const token = createSession(api.db, 'admin', 1, start);
    expect(findActiveSession(api.db, token, 'admin', later(SESSION_LIFETIME_MS.admin))).toBeNull();
    const session = findActiveSession(api.db, token, 'admin', start);
    if (!session) throw new Error('session not found');
    revokeSession(api.db, session.id, start);
    expect(findActiveSession(api.db, token, 'admin', start)).toBeNull();
  });

  apiTest('ends a session left unused for the idle time, however young it is', ({ api }) => {
    const idle = SESSION_IDLE_MS.admin;
    const used = createSession(api.db, 'admin', 1, start);
    const unused = createSession(api.db, 'admin', 1, start);
    for (let at = idle / 2; at < 4 * idle; at += idle / 2) {
      expect(findActiveSession(api.db, used, 'admin', later(at))).not.toBeNull();
    }
    expect(findActiveSession(api.db, unused, 'admin', later(idle))).toBeNull();
    expect(findActiveSession(api.db, used, 'admin', later(4 * idle + idle))).toBeNull();
  });

  apiTest('ends a session at its age limit even while it is used', ({ api }) => {
    const token = createSession(api.db, 'admin', 1, start);
    const step = SESSION_IDLE_MS.admin / 2;
    for (let at = step; at < SESSION_LIFETIME_MS.admin; at += step) {
      expect(findActiveSession(api.db, token, 'admin', later(at))).not.toBeNull();
    }
    expect(findActiveSession(api.db, token, 'admin', later(SESSION_LIFETIME_MS.admin))).toBeNull();
  });

  apiTest('revokes every session of one user and leaves other users alone', ({ api }) => {
    const first = createSession(api.db, 'business', 7, start);
    const second = createSession(api.db, 'business', 7, start);
    const otherUser = createSession(api.db, 'business', 8, start);
    const sameIdAdmin = createSession(api.db, 'admin', 7, start);
    revokeSessionsOf(api.db, 'business', 7, start);
    expect(findActiveSession(api.db, first, 'business', start)).toBeNull();
    expect(findActiveSession(api.db, second, 'business', start)).toBeNull();
    expect(findActiveSession(api.db, otherUser, 'business', start)).not.toBeNull();
    expect(findActiveSession(api.db, sameIdAdmin, 'admin', start)).not.toBeNull();
  });

  apiTest('prunes expired sessions and keeps live ones', ({ api }) => {
    createSession(api.db, 'admin', 1, start);
    const live = createSession(api.db, 'business', 2, start);
    pruneExpiredSessions(api.db, later(SESSION_LIFETIME_MS.admin));
    expect(
      api.db
        .select()
        .from(sessions)
        .all()
        .map((row) => row.role),
    ).toEqual(['business']);
    expect(
      findActiveSession(api.db, live, 'business', later(SESSION_LIFETIME_MS.admin)),
    ).not.toBeNull();
  });
});
