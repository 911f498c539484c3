import { expect, it } from 'vitest';
import { createMetrics } from '../../metrics/index.ts';
import { describeEachEngine } from '../each-engine.ts';
import { metricValue } from '../metrics.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

/** The mail queue's gauges (ADR 036), read through the engine on either database (ADR 050). */
export const mailQueueGaugeCases = describeEachEngine('the mail queue gauges', ({ engine }) => {
  const queueMail = (to: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) =>
    engine().db.insert(engine().tables.mailOutbox).values({
      to,
      subject: 'Hello',
      text: 'Hi',
      kind: 'test',
      status,
      nextAttemptAt: createdAt,
      createdAt,
    });

  it('show the queue depth, the oldest unsent mail’s age and the mail given up on', async () => {
    const metrics = createMetrics({ engine: engine(), now: () => NOW });
    const gauges = async () => {
      const scrape = await metrics.scrape();
      return ['flo_mail_queue_depth', 'flo_mail_queue_oldest_age_seconds', 'flo_mail_failed'].map(
        (gauge) => metricValue(scrape, gauge),
      );
    };
    await queueMail('sent@example.test', 'sent', secondsAgo(3600));
    expect(await gauges()).toEqual([0, 0, 0]);

    await queueMail('first@example.test', 'pending', secondsAgo(90.5));
    await queueMail('second@example.test', 'pending', secondsAgo(30));
    await queueMail('given-up@example.test', 'failed', secondsAgo(7200));
    expect(await gauges()).toEqual([2, 90.5, 1]);
  });
});
