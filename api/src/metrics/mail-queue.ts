import { count, eq, min } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/*
 * Each gauge is read from the outbox when Prometheus scrapes, by one statement that stays
 * inside the (status, created_at) index, mail_outbox_status_created_idx: it touches only the
 * unsent or failed mails' index entries, never the rows of sent mail, however many hundred
 * thousand of those the table holds.
 */

const mailsWithStatus = (db: Db, status: 'pending' | 'failed') =>
  db.select({ mails: count() }).from(mailOutbox).where(eq(mailOutbox.status, status)).get()
    ?.mails ?? 0;

/** Seconds since the oldest unsent mail was queued; 0 when none is waiting. */
export function oldestUnsentAgeSeconds(db: Db, now: Date): number {
  const oldest = db
    .select({ createdAt: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .get()?.createdAt;
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}

/** Mails not yet sent: queued, or waiting for a retry. */
export const unsentMails = (db: Db) => mailsWithStatus(db, 'pending');

/** Mails given up on after their retries, until an admin sends them again. */
export const failedMails = (db: Db) => mailsWithStatus(db, 'failed');

/** Registers the mail queue's gauges, read from the outbox on each scrape. */
export function registerMailQueueGauges(registry: Registry, db: Db, now: () => Date): void {
  new Gauge({
    name: 'flo_mail_queue_depth',
    help: 'Mails in the outbox not yet sent (queued or waiting for a retry).',
    registers: [registry],
    collect() {
      this.set(unsentMails(db));
    },
  });
  new Gauge({
    name: 'flo_mail_queue_oldest_age_seconds',
    help: 'Seconds since the oldest unsent mail was queued; 0 when the queue is empty.',
    registers: [registry],
    collect() {
      this.set(oldestUnsentAgeSeconds(db, now()));
    },
  });
  new Gauge({
    name: 'flo_mail_failed',
    help: 'Mails given up on after their retries, waiting for an admin to send them again.',
    registers: [registry],
    collect() {
      this.set(failedMails(db));
    },
  });
}
