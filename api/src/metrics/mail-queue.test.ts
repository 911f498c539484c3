import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { markMailAttemptFailed } from '../mail/delivery.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mailQueueGaugeCases } from '../testing/engine-cases/mail-queue-gauges.ts';
import { metricValue } from '../testing/metrics.ts';
import { statementPlans } from '../testing/query-plans.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createMetrics } from './index.ts';
import { failedMails, oldestUnsentAgeSeconds, unsentMails } from './mail-queue.ts';

mailQueueGaugeCases('sqlite');

const SENT_MAILS = 100_000;
const NOW = new Date('2026-11-27T12:00:00Z');

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  // The outbox of a busy year, every mail of it sent.
  t.db.$client
    .prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into mail_outbox (\`to\`, subject, text, kind, status, next_attempt_at, sent_at, created_at)
       select 'lead' || i || '@example.test', 'New lead', 'Details', 'specialist_lead',
              'sent', ?, ?, ? - i * 60000 from n`,
    )
    .run(SENT_MAILS, NOW.getTime(), NOW.getTime(), NOW.getTime());
});
afterAll(() => t.close());

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi', kind: 'test' });

describe('the mail queue gauges', () => {
  it('read the unsent and failed mail from the status index, never the sent rows', () => {
    const plans = statementPlans(t.db, () => {
      runOnSqliteNow(t.db, unsentMails);
      runOnSqliteNow(t.db, oldestUnsentAgeSeconds, NOW);
      runOnSqliteNow(t.db, failedMails);
    });
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan.join('\n')).toMatch(
        /^SEARCH mail_outbox USING COVERING INDEX \w+ \(status=\?\)$/,
      );
    }
    // The oldest is the first entry of the status's run in (status, created_at).
    expect(plans[1]).toEqual([
      'SEARCH mail_outbox USING COVERING INDEX mail_outbox_status_created_idx (status=?)',
    ]);
  });

  it('show the queue depth, the oldest unsent mail’s age and the mail given up on', async () => {
    const metrics = createMetrics({ db: t.db, now: () => NOW });
    const gauges = async () => {
      const scrape = await metrics.scrape();
      return ['depth', 'oldest_age_seconds'].map((gauge) =>
        metricValue(scrape, `flo_mail_queue_${gauge}`),
      );
    };
    expect(await gauges()).toEqual([0, 0]);

    enqueueMail(t.db, mail('first@example.test'), new Date(NOW.getTime() - 90_000));
    enqueueMail(t.db, mail('second@example.test'), new Date(NOW.getTime() - 30_000));
    enqueueMail(t.db, mail('given-up@example.test'), new Date(NOW.getTime() - 10_000));
    const givenUp = t.db.$client
      .prepare("select id from mail_outbox where `to` = 'given-up@example.test'")
      .pluck()
      .get() as number;
    await t.deps.engine.run(markMailAttemptFailed, givenUp, 5, 'mailbox unavailable', null);

    expect(await gauges()).toEqual([2, 90]);
    expect(metricValue(await metrics.scrape(), 'flo_mail_failed')).toBe(1);
  });
});
