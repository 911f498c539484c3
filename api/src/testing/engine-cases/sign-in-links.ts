import { expect, it } from 'vitest';
import { useSignInLink } from '../../auth/sign-in-links.ts';
import { hashToken } from '../../auth/tokens.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** One-time sign-in links, the same on SQLite and PostgreSQL and on any node (ADR 050). */
export const signInLinkCases = describeEachEngine('sign-in links', ({ engine, connectAgain }) => {
  it('signs in once, on any node, only for its role and while unexpired', async () => {
    const { db, tables } = engine();
    const link = (token: string, expiresAt: Date) => ({
      role: 'business' as const,
      userId: 7,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: NOW,
    });
    await db.insert(tables.signInLinks).values([link('fresh', at(60_000)), link('stale', NOW)]);
    expect(await engine().run(useSignInLink, 'admin', 'fresh', NOW)).toBeNull();
    expect(await engine().run(useSignInLink, 'business', 'stale', NOW)).toBeNull();
    const [mine, theirs] = await Promise.all([
      engine().run(useSignInLink, 'business', 'fresh', NOW),
      connectAgain().run(useSignInLink, 'business', 'fresh', NOW),
    ]);
    expect([mine, theirs].sort()).toEqual([7, null]);
  });
});
