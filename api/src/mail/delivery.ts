import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps, skipLocked } from '../db/engine/index.ts';
import type { mailOutbox } from '../db/schema.ts';

/*
 * The mail worker's side of the outbox, written once for SQLite and PostgreSQL (ADR 050):
 * claiming the next due mail, recording each attempt, and an admin's requeue. Mail is queued
 * by `enqueueMails` (outbox.ts), inside the transaction of whatever it is about.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Takes the oldest due mail for one sending attempt, by pushing its next attempt to
 * `leaseUntil`, and answers it (or undefined when none is due). One statement finds and claims
 * it, so two workers never send the same mail: on PostgreSQL a mail another node is claiming
 * is passed over (`skipLocked`), on SQLite the one writer runs the statement whole. If the
 * process dies mid-send the mail is due again once the lease runs out.
 *
 * @example
 * const mail = await engine.run(claimNextDueMail, now, new Date(now.getTime() + 15 * 60_000));
 */
export function* claimNextDueMail(
  { dialect, db, tables: { mailOutbox } }: EngineScope,
  now: Date,
  leaseUntil: Date,
): Steps<OutboxRow | undefined> {
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1);
  return yield* row(
    db
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(sql`${mailOutbox.id} = (${next} ${skipLocked({ dialect })})`)
      .returning(),
  );
}

/**
 * Records a mail as sent.
 *
 * @example
 * await engine.run(markMailSent, mail.id, new Date());
 */
export function* markMailSent(
  { db, tables: { mailOutbox } }: EngineScope,
  id: number,
  at: Date,
): Steps<void> {
  yield* changes(
    db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(eq(mailOutbox.id, id)),
  );
}

/**
 * Records a failed attempt: retried at `retryAt`, or given up on when `retryAt` is null.
 *
 * @example
 * await engine.run(markMailAttemptFailed, mail.id, 2, '450 mailbox busy', retryAt);
 */
export function* markMailAttemptFailed(
  { db, tables: { mailOutbox } }: EngineScope,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
): Steps<void> {
  yield* changes(
    db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: error.slice(0, 1000),
        ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
      })
      .where(eq(mailOutbox.id, id)),
  );
}

/**
 * Sends a failed mail back to the queue: due now, attempts reset and a fresh retry window from
 * `now`. Answers 'requeued', 'not_found', or 'not_failed' (queued, retrying or sent: unchanged).
 *
 * @example
 * const outcome = await engine.run(requeueFailedMail, 12, new Date()); // 'requeued'
 */
export function* requeueFailedMail(
  { db, tables: { mailOutbox } }: EngineScope,
  id: number,
  now: Date,
): Steps<'requeued' | 'not_found' | 'not_failed'> {
  const requeued = yield* changes(
    db
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, requeuedAt: now })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'))),
  );
  if (requeued === 1) return 'requeued';
  const exists = yield* row(
    db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)),
  );
  return exists ? 'not_failed' : 'not_found';
}

/** What became of one mail an admin sent back to the queue. */
export type RequeueOutcome = { id: number; outcome: 'requeued' | 'not_found' | 'not_failed' };

/**
 * `requeueFailedMail` for each of `ids`, in order; run in one transaction by the bulk resend.
 *
 * @example
 * const results = await engine.commit(requeueFailedMails, [3, 4], new Date());
 */
export function* requeueFailedMails(
  on: EngineScope,
  ids: number[],
  now: Date,
): Steps<RequeueOutcome[]> {
  const results: RequeueOutcome[] = [];
  for (const id of ids) results.push({ id, outcome: yield* requeueFailedMail(on, id, now) });
  return results;
}
