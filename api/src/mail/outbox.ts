import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type CompiledWrite, compileWrite } from '../db/compiled-write.ts';
import { perConnection } from '../db/per-connection.ts';
import { mailOutbox } from '../db/schema.ts';
import { replyToAddress } from './reply-to.ts';

export interface OutgoingMail {
  to: string;
  /**
   * Where the recipient's answer goes: the specialist's lead address on mail to a customer, the
   * customer's on a lead. Anything but one plain address is dropped, so answers reach Flo.
   */
  replyTo?: string | null;
  subject: string;
  text: string;
  /** What the mail is for, e.g. 'enquiry_confirmation' or 'specialist_lead'. */
  kind: string;
  enquiryId?: number;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

const mailColumns = (i: number) => ({
  to: sql.placeholder(`to${i}`),
  replyTo: sql.placeholder(`replyTo${i}`),
  subject: sql.placeholder(`subject${i}`),
  text: sql.placeholder(`text${i}`),
  kind: sql.placeholder(`kind${i}`),
  enquiryId: sql.placeholder(`enquiryId${i}`),
  nextAttemptAt: sql.placeholder('now'),
  createdAt: sql.placeholder('now'),
});

/**
 * The outbox insert of n mails in one statement, prepared once per connection and n (see
 * `perConnection`): an enquiry's confirmation and leads go in together, and none rebuilds its
 * SQL.
 */
const mailInserts = perConnection((db) => {
  const byCount = new Map<number, CompiledWrite>();
  return (count: number) => {
    let insert = byCount.get(count);
    if (!insert) {
      const rows = Array.from({ length: count }, (_, i) => mailColumns(i));
      insert = compileWrite(db, db.insert(mailOutbox).values(rows));
      byCount.set(count, insert);
    }
    return insert;
  };
});

/** Queues mails for delivery as soon as a worker runs, in one insert. */
export function enqueueMails(db: DbExecutor, mails: OutgoingMail[], now: Date): void {
  if (mails.length === 0) return;
  const params: Record<string, unknown> = { now };
  mails.forEach((mail, i) => {
    params[`to${i}`] = mail.to;
    params[`replyTo${i}`] = replyToAddress(mail.replyTo);
    params[`subject${i}`] = mail.subject;
    params[`text${i}`] = mail.text;
    params[`kind${i}`] = mail.kind;
    params[`enquiryId${i}`] = mail.enquiryId ?? null;
  });
  mailInserts(db)(mails.length).run(params);
}

/** Queues a mail for delivery as soon as a worker runs. */
export function enqueueMail(db: DbExecutor, mail: OutgoingMail, now: Date): void {
  enqueueMails(db, [mail], now);
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
