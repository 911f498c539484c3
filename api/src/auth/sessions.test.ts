import { describe, expect } from 'vitest';
import { sessions } from '../db/schema.ts';
import { apiTest } from '../testing/fixtures.ts';
import {
  createSession,
  findActiveSession,
  pruneExpiredSessions,
  revokeSession,
  revokeSessionsOf,
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
