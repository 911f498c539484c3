import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { perConnection } from '../db/per-connection.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, e.g. 'enquiry_confirmation' or 'specialist_lead'. */
  kind: string;
  enquiryId?: number;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox insert, prepared once per connection (see `perConnection`): every mail of an
 * enquiry goes through it, so none rebuilds its SQL. */
const mailInsert = perConnection((db) =>
  db
    .insert(mailOutbox)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      kind: sql.placeholder('kind'),
      enquiryId: sql.placeholder('enquiryId'),
      nextAttemptAt: sql.placeholder('now'),
      createdAt: sql.placeholder('now'),
    })
    .prepare(),
);

/** Queues a mail for delivery as soon as a worker runs. */
export function enqueueMail(db: DbExecutor, mail: OutgoingMail, now: Date): void {
  const { to, subject, text, kind } = mail;
  mailInsert(db).run({ to, subject, text, kind, enquiryId: mail.enquiryId ?? null, now });
}

/** Pending mail whose next attempt is due, oldest due first. */
export function findDueMail(db: DbExecutor, now: Date, limit: number): OutboxRow[] {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .all();
}

/**
 * Takes a due row for one sending attempt by pushing its next attempt to `leaseUntil`. Only one
 * claimer can win the conditional update, so two workers never send the same mail; if the
 * process dies mid-send the row becomes due again once the lease runs out.
 */
export function claimMail(db: DbExecutor, id: number, now: Date, leaseUntil: Date): boolean {
  const result = db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .run();
  return result.changes === 1;
}

export function markMailSent(db: DbExecutor, id: number, at: Date): void {
  db.update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(mailOutbox.id, id))
    .run();
}

/** Records a failed attempt: retried at `retryAt`, or given up on when `retryAt` is null. */
export function markMailAttemptFailed(
  db: DbExecutor,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
): void {
  db.update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
    })
    .where(eq(mailOutbox.id, id))
    .run();
}

/**
 * Sends a failed mail back to the queue: due now, attempts reset and a fresh retry window from
 * `now`. Answers 'requeued', 'not_found', or 'not_failed' (queued, retrying or sent: unchanged).
 */
export function requeueFailedMail(
  db: DbExecutor,
  id: number,
  now: Date,
): 'requeued' | 'not_found' | 'not_failed' {
  const result = db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, requeuedAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .run();
  if (result.changes === 1) return 'requeued';
  const exists = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .get();
  return exists ? 'not_failed' : 'not_found';
}
