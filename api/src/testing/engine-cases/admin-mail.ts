import { beforeAll, expect, it } from 'vitest';
import { mailPage } from '../../admin/mail/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const T0 = new Date('2026-03-02T10:00:00.250Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The console's outbox pages, alike on both engines (ADR 050). */
export const adminMailCases = describeEachEngine('admin mail', ({ engine }) => {
  beforeAll(async () => {
    const { mailOutbox } = engine().tables;
    const mail = (to: string, status: 'pending' | 'sent' | 'failed', at: Date) => ({
      to,
      subject: `To ${to}`,
      text: 'Hello',
      kind: 'test',
      status,
      attempts: status === 'failed' ? 5 : 0,
      lastError: status === 'failed' ? 'mailbox full' : null,
      nextAttemptAt: at,
      createdAt: at,
    });
    await engine()
      .db.insert(mailOutbox)
      .values([
        mail('b@example.test', 'failed', later(2)),
        mail('a@example.test', 'failed', later(1)),
        mail('c@example.test', 'failed', later(2)),
        mail('d@example.test', 'pending', later(3)),
      ]);
  });

  it('pages a status newest or oldest first, ties by id, with its total', async () => {
    const newest = await engine().run(mailPage, 'failed', 'desc', 1, 2);
    expect(newest.total).toBe(3);
    expect(newest.rows.map((m) => m.to)).toEqual(['c@example.test', 'b@example.test']);
    expect(newest.rows[0]).toMatchObject({
      attempts: 5,
      lastError: 'mailbox full',
      sentAt: null,
      createdAt: later(2),
      enquiryId: null,
    });
    const oldest = await engine().run(mailPage, 'failed', 'asc', 2, 2);
    expect(oldest.rows.map((m) => m.to)).toEqual(['c@example.test']);
    expect(await engine().run(mailPage, 'sent', 'desc', 1, 20)).toEqual({ rows: [], total: 0 });
  });
});
