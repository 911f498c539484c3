import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import {
  claimNextDueMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
  requeueFailedMail,
  requeueFailedMails,
} from '../../mail/delivery.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const LEASE = at(15 * 60_000);

/** The mail worker's queue, the same on SQLite and PostgreSQL (ADR 050). */
export const mailDeliveryCases = describeEachEngine('mail delivery', ({ engine, connectAgain }) => {
  const queue = async (...due: { to: string; dueIn: number; status?: OutboxRow['status'] }[]) => {
    const { db, tables } = engine();
    const mails = due.map(({ to, dueIn, status = 'pending' }) => ({
      to,
      subject: 'Hello',
      text: 'Thanks',
      kind: 'test',
      status,
      nextAttemptAt: at(dueIn),
      createdAt: at(-60_000),
    }));
    return (await db.insert(tables.mailOutbox).values(mails).returning()).map(({ id }) => id);
  };
  const claimAll = async (on: Engine) => {
    const claimed: string[] = [];
    for (;;) {
      const mail = await on.run(claimNextDueMail, NOW, LEASE);
      if (!mail) return claimed;
      claimed.push(mail.to);
    }
  };

  beforeEach(async () => {
    await engine().db.delete(engine().tables.mailOutbox);
  });

  it('claims due pending mail oldest first, one at a time, leased until the given time', async () => {
    await queue(
      { to: 'later@example.test', dueIn: 1 },
      { to: 'second@example.test', dueIn: -1000 },
      { to: 'sent@example.test', dueIn: -9000, status: 'sent' },
      { to: 'first@example.test', dueIn: -5000 },
      { to: 'third@example.test', dueIn: -1000 },
    );
    const first = await engine().run(claimNextDueMail, NOW, LEASE);
    expect(first).toMatchObject({
      to: 'first@example.test',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: LEASE,
      createdAt: at(-60_000),
      sentAt: null,
    });
    expect(await claimAll(engine())).toEqual(['second@example.test', 'third@example.test']);
    expect(await engine().run(claimNextDueMail, at(1), LEASE)).toMatchObject({
      to: 'later@example.test',
    });
  });

  it('never hands one mail to two workers claiming at once, on one node or two', async () => {
    const ids = await queue(
      ...Array.from({ length: 40 }, (_, i) => ({ to: `m${i}@example.test`, dueIn: -(i % 4) })),
    );
    const nodes = [engine(), connectAgain()];
    const workers = nodes.flatMap((node) => Array.from({ length: 4 }, () => claimAll(node)));
    const claimed = (await Promise.all(workers)).flat();
    expect(claimed).toHaveLength(ids.length);
    expect(new Set(claimed).size).toBe(ids.length);
  });

  it('records a sent mail, a retry, a mail given up on, and sends a failed one back', async () => {
    const [sent, retried, givenUp] = await queue(
      { to: 'sent@example.test', dueIn: 0 },
      { to: 'retried@example.test', dueIn: 0 },
      { to: 'given-up@example.test', dueIn: 0 },
    );
    const { db, tables } = engine();
    await engine().run(markMailSent, sent ?? 0, at(1));
    await engine().run(
      markMailAttemptFailed,
      retried ?? 0,
      1,
      `450 ${'x'.repeat(2000)}`,
      at(60_000),
    );
    await engine().run(markMailAttemptFailed, givenUp ?? 0, 1, '550 no such user', null);
    const rows = await db.select().from(tables.mailOutbox).orderBy(asc(tables.mailOutbox.id));
    expect(
      rows.map(({ status, attempts, sentAt, nextAttemptAt, lastError }) => ({
        status,
        attempts,
        sentAt,
        nextAttemptAt,
        lastError: lastError?.slice(0, 5) ?? null,
        errorLength: lastError?.length ?? 0,
      })),
    ).toEqual([
      {
        status: 'sent',
        attempts: 0,
        sentAt: at(1),
        nextAttemptAt: at(0),
        lastError: null,
        errorLength: 0,
      },
      {
        status: 'pending',
        attempts: 1,
        sentAt: null,
        nextAttemptAt: at(60_000),
        lastError: '450 x',
        errorLength: 1000,
      },
      {
        status: 'failed',
        attempts: 1,
        sentAt: null,
        nextAttemptAt: at(0),
        lastError: '550 n',
        errorLength: 16,
      },
    ]);

    expect(await engine().run(requeueFailedMail, givenUp ?? 0, at(5))).toBe('requeued');
    expect(await engine().run(requeueFailedMail, givenUp ?? 0, at(6))).toBe('not_failed');
    expect(await engine().run(requeueFailedMail, (givenUp ?? 0) + 100, at(6))).toBe('not_found');
    await engine().run(markMailAttemptFailed, retried ?? 0, 2, '550 no such user', null);
    expect(await engine().commit(requeueFailedMails, [retried ?? 0, sent ?? 0], at(7))).toEqual([
      { id: retried, outcome: 'requeued' },
      { id: sent, outcome: 'not_failed' },
    ]);
    const [requeued] = await db
      .select()
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.id, givenUp ?? 0));
    expect(requeued).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at(5),
      requeuedAt: at(5),
    });
  });
});
