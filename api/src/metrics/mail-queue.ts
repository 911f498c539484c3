import { count, eq, min } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { type Engine, type EngineScope, row, type Steps } from '../db/engine/index.ts';

/*
 * Each gauge is read from the outbox when Prometheus scrapes, through the server's engine, by
 * one statement that stays inside the (status, created_at) index,
 * mail_outbox_status_created_idx: it touches only the unsent or failed mails' index entries,
 * never the rows of sent mail, however many hundred thousand of those the table holds.
 */

function* mailsWithStatus(on: EngineScope, status: 'pending' | 'failed'): Steps<number> {
  const { mailOutbox } = on.tables;
  const found = yield* row(
    on.db.select({ mails: count() }).from(mailOutbox).where(eq(mailOutbox.status, status)),
  );
  return found?.mails ?? 0;
}

/**
 * Seconds since the oldest unsent mail was queued; 0 when none is waiting.
 *
 * @example
 * const age = await engine.run(oldestUnsentAgeSeconds, new Date());
 */
export function* oldestUnsentAgeSeconds(on: EngineScope, now: Date): Steps<number> {
  const { mailOutbox } = on.tables;
  const oldest = (yield* row(
    on.db
      .select({ createdAt: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending')),
  ))?.createdAt;
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}

/**
 * Mails not yet sent: queued, or waiting for a retry.
 *
 * @example
 * const depth = await engine.run(unsentMails);
 */
export function* unsentMails(on: EngineScope): Steps<number> {
  return yield* mailsWithStatus(on, 'pending');
}

/**
 * Mails given up on after their retries, until an admin sends them again.
 *
 * @example
 * const failed = await engine.run(failedMails);
 */
export function* failedMails(on: EngineScope): Steps<number> {
  return yield* mailsWithStatus(on, 'failed');
}

/** Registers the mail queue's gauges, read from the outbox through `engine` on each scrape. */
export function registerMailQueueGauges(registry: Registry, engine: Engine, now: () => Date): void {
  new Gauge({
    name: 'flo_mail_queue_depth',
    help: 'Mails in the outbox not yet sent (queued or waiting for a retry).',
    registers: [registry],
    async collect() {
      this.set(await engine.run(unsentMails));
    },
  });
  new Gauge({
    name: 'flo_mail_queue_oldest_age_seconds',
    help: 'Seconds since the oldest unsent mail was queued; 0 when the queue is empty.',
    registers: [registry],
    async collect() {
      this.set(await engine.run(oldestUnsentAgeSeconds, now()));
    },
  });
  new Gauge({
    name: 'flo_mail_failed',
    help: 'Mails given up on after their retries, waiting for an admin to send them again.',
    registers: [registry],
    async collect() {
      this.set(await engine.run(failedMails));
    },
  });
}
