import { inArray, lte, type SQL, sql } from 'drizzle-orm';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';

/** Where the previous batch of a rule ended: its last row's key, as the database answered it. */
export interface RetentionCursor {
  at: unknown;
  id: number;
}

/** What one batch of a rule looks for. */
export interface RetentionBatch {
  /** Older than this is past the period. */
  cutoff: Date;
  now: Date;
  /** After the previous batch's last row; none for a run's first batch. */
  after?: RetentionCursor;
  limit: number;
}

/**
 * One line of the privacy policy's "How long we keep it" (site/src/pages/privacy/policy.ts),
 * as a query and a removal, written once for both engines (ADR 050). `select` finds the next
 * batch of expired rows (`id`, `at`) after a keyset cursor (`at`, `id`: the indexed time or day
 * column and the row id), so rows kept for an open obligation are stepped over once per run
 * instead of being read again by every batch.
 */
export interface RetentionRule {
  name: string;
  /** The policy's words for this period, checked against the policy text by a test. */
  policy: string;
  /** How far back the period reaches from `now`. */
  cutoff(now: Date): Date;
  select(on: EngineScope, batch: RetentionBatch): SQL;
  remove(on: EngineScope, ids: number[]): Steps<unknown>;
}

const monthsBefore = (now: Date, months: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
};
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
/** A time as the engine's time columns hold it: epoch ms on SQLite, a timestamptz on PostgreSQL. */
const time = (on: EngineScope, at: Date) =>
  on.dialect === 'sqlite' ? at.getTime() : at.toISOString();
/** `(at, id)` past the batch's cursor; every row for the first batch. */
const after = (batch: RetentionBatch, at: string, id: string) =>
  batch.after
    ? sql`(${sql.raw(at)}, ${sql.raw(id)}) > (${batch.after.at}, ${batch.after.id})`
    : sql`1 = 1`;

/** Deletes the rows of `ids` from the engine's table `name`. */
function* deleteIds(on: EngineScope, name: IdTable, ids: number[]): Steps<void> {
  const table = on.tables[name];
  yield* changes(on.db.delete(table).where(inArray(table.id, ids)));
}

type IdTable =
  | 'contactMessages'
  | 'subscriptionRequests'
  | 'claimRequests'
  | 'sessions'
  | 'auditLog'
  | 'floFunnelConversations'
  | 'mailOutbox';

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    // "2 years from the last activity": the enquiry, a specialist's status change or reply,
    // a quote sent or accepted. Kept while a quote can still be accepted or mail is unsent.
    name: 'enquiries',
    policy: 'Enquiries, posted jobs and quotes: 2 years from the last activity',
    cutoff: (now) => monthsBefore(now, 24),
    select(on, batch) {
      const cutoff = time(on, batch.cutoff);
      return sql`select e.id, e.created_at as at from enquiries e
      where e.created_at < ${cutoff} and ${after(batch, 'e.created_at', 'e.id')}
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id
          and (r.status_updated_at >= ${cutoff} or r.first_response_at >= ${cutoff}))
        and not exists (select 1 from lead_replies l where l.enquiry_id = e.id
          and l.created_at >= ${cutoff})
        and not exists (select 1 from quotes q where q.enquiry_id = e.id
          and (q.created_at >= ${cutoff} or q.accepted_at >= ${cutoff}
            or (q.status = 'pending' and q.valid_until > ${time(on, batch.now)})))
        and not exists (select 1 from mail_outbox m where m.enquiry_id = e.id
          and m.status = 'pending')
      order by e.created_at, e.id limit ${batch.limit}`;
    },
    *remove(on, ids) {
      const { enquiries, mailOutbox } = on.tables;
      // Recipients, replies, job posts and quotes go by ON DELETE CASCADE; review invites
      // keep the review link and lose the enquiry (SET NULL).
      yield* changes(on.db.delete(mailOutbox).where(inArray(mailOutbox.enquiryId, ids)));
      yield* changes(on.db.delete(enquiries).where(inArray(enquiries.id, ids)));
    },
  },
  {
    // "Contact messages: 12 months", kept past that only while nobody has dealt with them.
    name: 'contactMessages',
    policy: 'Contact messages: 12 months from when you sent them, or until we have dealt with them',
    cutoff: (now) => monthsBefore(now, 12),
    select: (on, batch) => sql`select id, created_at as at from contact_messages
      where created_at < ${time(on, batch.cutoff)} and ${after(batch, 'created_at', 'id')}
        and handled_at is not null
      order by created_at, id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'contactMessages', ids),
  },
  {
    // "Rejected reviews: 6 months" from the rejection; a review is rejected after it is written.
    name: 'rejectedReviews',
    policy: 'rejected reviews: 6 months from the rejection',
    cutoff: (now) => monthsBefore(now, 6),
    select(on, batch) {
      const cutoff = time(on, batch.cutoff);
      return sql`select id, created_at as at from reviews
      where status = 'rejected' and created_at < ${cutoff} and ${after(batch, 'created_at', 'id')}
        and moderated_at < ${cutoff}
      order by created_at, id limit ${batch.limit}`;
    },
    *remove(on, ids) {
      const { reviewInvites, reviews } = on.tables;
      yield* changes(on.db.delete(reviewInvites).where(inArray(reviewInvites.reviewId, ids)));
      yield* changes(on.db.delete(reviews).where(inArray(reviews.id, ids)));
    },
  },
  {
    // "6 years": requests never taken up or cancelled; a plan still invoiced or active stays.
    name: 'subscriptionRequests',
    policy: '6 years from the request',
    cutoff: (now) => monthsBefore(now, 72),
    select: (on, batch) => sql`select id, created_at as at from subscription_requests
      where created_at < ${time(on, batch.cutoff)} and ${after(batch, 'created_at', 'id')}
        and status in ('pending', 'cancelled')
      order by created_at, id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'subscriptionRequests', ids),
  },
  {
    // "6 years": decided claims whose subscription request (if any) has gone too.
    name: 'claimRequests',
    policy: 'Claims and subscription requests: 6 years from the request',
    cutoff: (now) => monthsBefore(now, 72),
    select: (on, batch) => sql`select c.id, c.created_at as at from claim_requests c
      where c.created_at < ${time(on, batch.cutoff)} and ${after(batch, 'c.created_at', 'c.id')}
        and c.status <> 'pending'
        and not exists (select 1 from subscription_requests s where s.claim_request_id = c.id)
      order by c.created_at, c.id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'claimRequests', ids),
  },
  {
    // "Login sessions: until logout or expiry": an expired session row is deleted.
    name: 'sessions',
    policy: 'Login sessions: deleted once they expire',
    cutoff: (now) => now,
    select: (on, batch) => sql`select id, expires_at as at from sessions
      where expires_at < ${time(on, batch.cutoff)} and ${after(batch, 'expires_at', 'id')}
      order by expires_at, id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'sessions', ids),
  },
  {
    // "2 years from the change": long enough to answer a dispute over a listing, a plan or a
    // review; entries hold operators' and businesses' addresses, never a customer's (ADR 039).
    name: 'auditLog',
    policy: 'Our record of changes to listings, plans, reviews, enquiry routing and settings',
    cutoff: (now) => monthsBefore(now, 24),
    select: (on, batch) => sql`select id, at from audit_log
      where at < ${time(on, batch.cutoff)} and ${after(batch, 'at', 'id')}
      order by at, id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'auditLog', ids),
  },
  {
    // A conversation's bookkeeping (its random id and steps) only links beacons that arrive
    // while it runs; two days covers a conversation left open overnight.
    name: 'funnelConversations',
    policy: 'the random id that links a conversation’s steps: 2 days',
    cutoff: (now) => daysBefore(now, 2),
    select: (on, batch) => sql`select id, updated_at as at from flo_funnel_conversations
      where updated_at < ${time(on, batch.cutoff)} and ${after(batch, 'updated_at', 'id')}
      order by updated_at, id limit ${batch.limit}`,
    remove: (on, ids) => deleteIds(on, 'floFunnelConversations', ids),
  },
  {
    // The daily counts: a year to compare with, and a month to spare. The day's named origins
    // go with them: every removed row is past the period, so every origin up to its day is too.
    // Days are UTC dates as text (YYYY-MM-DD), compared as such on both engines.
    name: 'funnelDaily',
    policy: 'Counts of the steps Flo’s conversations reach: 400 days',
    cutoff: (now) => daysBefore(now, 400),
    select: (_on, batch) => sql`select id, day as at from flo_funnel_daily
      where day < ${batch.cutoff.toISOString().slice(0, 10)} and ${after(batch, 'day', 'id')}
      order by day, id limit ${batch.limit}`,
    *remove(on, ids) {
      const { floFunnelDaily, floFunnelOrigins } = on.tables;
      const lastDay = (yield* row(
        on.db
          .select({ day: sql<string>`max(${floFunnelDaily.day})` })
          .from(floFunnelDaily)
          .where(inArray(floFunnelDaily.id, ids)),
      ))?.day;
      if (lastDay) {
        yield* changes(on.db.delete(floFunnelOrigins).where(lte(floFunnelOrigins.day, lastDay)));
      }
      yield* changes(on.db.delete(floFunnelDaily).where(inArray(floFunnelDaily.id, ids)));
    },
  },
  ...(['sent', 'failed'] as const).map(
    (status): RetentionRule => ({
      // "Copies of the e-mails we send: 12 months"; unsent mail stays until delivered or given
      // up, and campaign mail stays with its campaign (its delivery status is read from it).
      name: status === 'sent' ? 'sentMail' : 'failedMail',
      policy: 'Our copies of the e-mails we send: 12 months',
      cutoff: (now) => monthsBefore(now, 12),
      select: (on, batch) => sql`select m.id, m.created_at as at from mail_outbox m
        where m.status = '${sql.raw(status)}' and m.created_at < ${time(on, batch.cutoff)}
          and ${after(batch, 'm.created_at', 'm.id')}
          and not exists (select 1 from campaign_recipients c where c.mail_id = m.id)
        order by m.created_at, m.id limit ${batch.limit}`,
      remove: (on, ids) => deleteIds(on, 'mailOutbox', ids),
    }),
  ),
];
