import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  claimRequests,
  contactMessages,
  enquiries,
  floFunnelConversations,
  floFunnelDaily,
  floFunnelOrigins,
  mailOutbox,
  reviewInvites,
  reviews,
  sessions,
  subscriptionRequests,
} from '../db/schema.ts';

/**
 * One line of the privacy policy's "How long we keep it" (site/src/pages/privacy/policy.ts),
 * as a query and a removal. `select` finds the next batch of expired rows after a keyset
 * cursor (`at`, `id`: the indexed time column and the row id), so rows kept for an open
 * obligation are stepped over once per run instead of being read again by every batch.
 * Its parameters: :cutoff (epoch ms; older than this is past the period), :now, :afterAt,
 * :afterId, :limit.
 */
export interface RetentionRule {
  name: string;
  /** The policy's words for this period, checked against the policy text by a test. */
  policy: string;
  /** How far back the period reaches from `now`. */
  cutoff(now: Date): Date;
  select: string;
  remove(db: Db, ids: number[]): void;
}

const monthsBefore = (now: Date, months: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
};
const after = (at: string, id: string) => `(${at}, ${id}) > (:afterAt, :afterId)`;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    // "2 years from the last activity": the enquiry, a specialist's status change or reply,
    // a quote sent or accepted. Kept while a quote can still be accepted or mail is unsent.
    name: 'enquiries',
    policy: 'Enquiries, posted jobs and quotes: 2 years from the last activity',
    cutoff: (now) => monthsBefore(now, 24),
    select: `select e.id, e.created_at as at from enquiries e
      where e.created_at < :cutoff and ${after('e.created_at', 'e.id')}
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id
          and (r.status_updated_at >= :cutoff or r.first_response_at >= :cutoff))
        and not exists (select 1 from lead_replies l where l.enquiry_id = e.id
          and l.created_at >= :cutoff)
        and not exists (select 1 from quotes q where q.enquiry_id = e.id
          and (q.created_at >= :cutoff or q.accepted_at >= :cutoff
            or (q.status = 'pending' and q.valid_until > :now)))
        and not exists (select 1 from mail_outbox m where m.enquiry_id = e.id
          and m.status = 'pending')
      order by e.created_at, e.id limit :limit`,
    remove(db, ids) {
      // Recipients, replies, job posts and quotes go by ON DELETE CASCADE; review invites
      // keep the review link and lose the enquiry (SET NULL).
      db.delete(mailOutbox).where(inArray(mailOutbox.enquiryId, ids)).run();
      db.delete(enquiries).where(inArray(enquiries.id, ids)).run();
    },
  },
  {
    // "Contact messages: 12 months", kept past that only while nobody has dealt with them.
    name: 'contactMessages',
    policy: 'Contact messages: 12 months from when you sent them, or until we have dealt with them',
    cutoff: (now) => monthsBefore(now, 12),
    select: `select id, created_at as at from contact_messages
      where created_at < :cutoff and ${after('created_at', 'id')} and handled_at is not null
      order by created_at, id limit :limit`,
    remove: (db, ids) => db.delete(contactMessages).where(inArray(contactMessages.id, ids)).run(),
  },
  {
    // "Rejected reviews: 6 months" from the rejection; a review is rejected after it is written.
    name: 'rejectedReviews',
    policy: 'rejected reviews: 6 months from the rejection',
    cutoff: (now) => monthsBefore(now, 6),
    select: `select id, created_at as at from reviews
      where status = 'rejected' and created_at < :cutoff and ${after('created_at', 'id')}
        and moderated_at < :cutoff
      order by created_at, id limit :limit`,
    remove(db, ids) {
      db.delete(reviewInvites).where(inArray(reviewInvites.reviewId, ids)).run();
      db.delete(reviews).where(inArray(reviews.id, ids)).run();
    },
  },
  {
    // "6 years": requests never taken up or cancelled; a plan still invoiced or active stays.
    name: 'subscriptionRequests',
    policy: '6 years from the request',
    cutoff: (now) => monthsBefore(now, 72),
    select: `select id, created_at as at from subscription_requests
      where created_at < :cutoff and ${after('created_at', 'id')}
        and status in ('pending', 'cancelled')
      order by created_at, id limit :limit`,
    remove: (db, ids) =>
      db.delete(subscriptionRequests).where(inArray(subscriptionRequests.id, ids)).run(),
  },
  {
    // "6 years": decided claims whose subscription request (if any) has gone too.
    name: 'claimRequests',
    policy: 'Claims and subscription requests: 6 years from the request',
    cutoff: (now) => monthsBefore(now, 72),
    select: `select c.id, c.created_at as at from claim_requests c
      where c.created_at < :cutoff and ${after('c.created_at', 'c.id')}
        and c.status <> 'pending'
        and not exists (select 1 from subscription_requests s where s.claim_request_id = c.id)
      order by c.created_at, c.id limit :limit`,
    remove: (db, ids) => db.delete(claimRequests).where(inArray(claimRequests.id, ids)).run(),
  },
  {
    // "Login sessions: until logout or expiry": an expired session row is deleted.
    name: 'sessions',
    policy: 'Login sessions: deleted once they expire',
    cutoff: (now) => now,
    select: `select id, expires_at as at from sessions
      where expires_at < :cutoff and ${after('expires_at', 'id')}
      order by expires_at, id limit :limit`,
    remove: (db, ids) => db.delete(sessions).where(inArray(sessions.id, ids)).run(),
  },
  {
    // "2 years from the change": long enough to answer a dispute over a listing, a plan or a
    // review; entries hold operators' and businesses' addresses, never a customer's (ADR 039).
    name: 'auditLog',
    policy: 'Our record of changes to listings, plans, reviews, enquiry routing and settings',
    cutoff: (now) => monthsBefore(now, 24),
    select: `select id, at from audit_log where at < :cutoff and ${after('at', 'id')}
      order by at, id limit :limit`,
    remove: (db, ids) => db.delete(auditLog).where(inArray(auditLog.id, ids)).run(),
  },
  {
    // A conversation's bookkeeping (its random id and steps) only links beacons that arrive
    // while it runs; two days covers a conversation left open overnight.
    name: 'funnelConversations',
    policy: 'the random id that links a conversation’s steps: 2 days',
    cutoff: (now) => daysBefore(now, 2),
    select: `select id, updated_at as at from flo_funnel_conversations
      where updated_at < :cutoff and ${after('updated_at', 'id')}
      order by updated_at, id limit :limit`,
    remove: (db, ids) =>
      db.delete(floFunnelConversations).where(inArray(floFunnelConversations.id, ids)).run(),
  },
  {
    // The daily counts: a year to compare with, and a month to spare. The day's named origins
    // go with them: every removed row is past the period, so every origin up to its day is too.
    name: 'funnelDaily',
    policy: 'Counts of the steps Flo’s conversations reach: 400 days',
    cutoff: (now) => daysBefore(now, 400),
    select: `select id, unixepoch(day) * 1000 as at from flo_funnel_daily
      where day < date(:cutoff / 1000, 'unixepoch') and ${after('unixepoch(day) * 1000', 'id')}
      order by day, id limit :limit`,
    remove(db, ids) {
      const lastDay = db
        .select({ day: sql<string>`max(${floFunnelDaily.day})` })
        .from(floFunnelDaily)
        .where(inArray(floFunnelDaily.id, ids))
        .get()?.day;
      if (lastDay) db.delete(floFunnelOrigins).where(lte(floFunnelOrigins.day, lastDay)).run();
      db.delete(floFunnelDaily).where(inArray(floFunnelDaily.id, ids)).run();
    },
  },
  ...(['sent', 'failed'] as const).map(
    (status): RetentionRule => ({
      // "Copies of the e-mails we send: 12 months"; unsent mail stays until delivered or given
      // up, and campaign mail stays with its campaign (its delivery status is read from it).
      name: status === 'sent' ? 'sentMail' : 'failedMail',
      policy: 'Our copies of the e-mails we send: 12 months',
      cutoff: (now) => monthsBefore(now, 12),
      select: `select m.id, m.created_at as at from mail_outbox m
        where m.status = '${status}' and m.created_at < :cutoff
          and ${after('m.created_at', 'm.id')}
          and not exists (select 1 from campaign_recipients c where c.mail_id = m.id)
        order by m.created_at, m.id limit :limit`,
      remove: (db, ids) => db.delete(mailOutbox).where(inArray(mailOutbox.id, ids)).run(),
    }),
  ),
];
