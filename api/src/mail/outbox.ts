import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type CompiledWrite, compileWrite } from '../db/compiled-write.ts';
import { changes, type EngineScope, type Steps } from '../db/engine/index.ts';
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

/**
 * `enqueueMails` as a step of a unit of work (ADR 050), so a mail commits with what it is
 * about on either engine. SQLite keeps its insert compiled once per connection; it runs in the
 * same turn, inside the unit of work's transaction.
 *
 * @example
 * function* approveClaim(on: EngineScope, claim: Claim, now: Date) {
 *   yield* changes(on.db.update(on.tables.claims).set({ status: 'approved' }).where(…));
 *   yield* queueMails(on, [claimApprovedMail(claim)], now);
 * }
 */
export function* queueMails(on: EngineScope, mails: OutgoingMail[], now: Date): Steps<void> {
  if (mails.length === 0) return;
  if (on.dialect === 'sqlite') return enqueueMails(on.db, mails, now);
  yield* changes(
    on.db.insert(on.tables.mailOutbox).values(
      mails.map((mail) => ({
        to: mail.to,
        replyTo: replyToAddress(mail.replyTo),
        subject: mail.subject,
        text: mail.text,
        kind: mail.kind,
        enquiryId: mail.enquiryId ?? null,
        nextAttemptAt: now,
        createdAt: now,
      })),
    ),
  );
}
