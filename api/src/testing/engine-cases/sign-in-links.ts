import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lastLinkOf, storeSignInLink, useSignInLink } from '../../auth/sign-in-links.ts';
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

  it('stores a link with its mail in one commit, and knows the newest link', async () => {
    const { db, tables } = engine();
    const mail = { to: 'owner@oak.test', subject: 'Sign in', text: 'link', kind: 'sign_in_link' };
    for (const [token, ms] of [
      ['older', -60_000],
      ['newer', 0],
    ] as const) {
      const link = { role: 'admin' as const, userId: 9, tokenHash: hashToken(token) };
      await engine().commit(
        storeSignInLink,
        { ...link, expiresAt: at(ms + 60_000), createdAt: at(ms) },
        { ...mail, text: token },
      );
    }
    expect(await engine().run(lastLinkOf, 'admin', 9)).toEqual({ createdAt: NOW });
    expect(await engine().run(lastLinkOf, 'business', 9)).toBeUndefined();
    const queued = await db
      .select({ text: tables.mailOutbox.text, createdAt: tables.mailOutbox.createdAt })
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.kind, 'sign_in_link'))
      .orderBy(tables.mailOutbox.id);
    expect(queued).toEqual([
      { text: 'older', createdAt: at(-60_000) },
      { text: 'newer', createdAt: NOW },
    ]);
  });
});
