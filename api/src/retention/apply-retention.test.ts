import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { SqliteRateLimitStore } from '../http/sqlite-rate-limit-store.ts';
import { insertAdmin } from '../testing/accounts.ts';
import { insertEnquiryFixtures } from '../testing/enquiries.ts';
import {
  daysAgo,
  insertCampaignMail,
  insertClaim,
  insertEnquiry,
  insertMail,
  insertQuote,
  insertRecipient,
  insertReview,
  insertSubscription,
  NOW,
} from '../testing/retention.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { applyRetention } from './apply-retention.ts';
import { RETENTION_RULES } from './rules.ts';

let t: TestApp;
let specialist: number;
beforeEach(() => {
  t = createTestApp();
  specialist = insertEnquiryFixtures(t.db)['castle-carpets'] ?? 0;
});
afterEach(() => t.close());

const ids = (table: string, where = '1') =>
  (
    t.db.$client.prepare(`select id from ${table} where ${where} order by id`).all() as {
      id: number;
    }[]
  ).map((row) => row.id);
const count = (sql: string) => (t.db.$client.prepare(sql).pluck().get() as number | undefined) ?? 0;

describe('applyRetention on a real SQLite file', () => {
  it('deletes enquiries 2 years after their last activity, with their leads, quotes and mail', () => {
    const old = insertEnquiry(t.db, daysAgo(800));
    insertRecipient(t.db, old, specialist);
    insertQuote(t.db, old, specialist, daysAgo(790), daysAgo(760));
    insertMail(t.db, daysAgo(800), 'sent', old);
    const recent = insertEnquiry(t.db, daysAgo(700));
    const oldButWorkedOn = insertEnquiry(t.db, daysAgo(900));
    insertRecipient(t.db, oldButWorkedOn, specialist, daysAgo(300));
    const oldWithOpenQuote = insertEnquiry(t.db, daysAgo(900));
    insertQuote(t.db, oldWithOpenQuote, specialist, daysAgo(900), daysAgo(-30));
    const oldWithUnsentMail = insertEnquiry(t.db, daysAgo(900));
    insertMail(t.db, daysAgo(900), 'pending', oldWithUnsentMail);

    expect(applyRetention(t.db, NOW).enquiries).toBe(1);
    expect(ids('enquiries')).toEqual([recent, oldButWorkedOn, oldWithOpenQuote, oldWithUnsentMail]);
    expect(count(`select count(*) from enquiry_recipients where enquiry_id = ${old}`)).toBe(0);
    expect(count(`select count(*) from quotes where enquiry_id = ${old}`)).toBe(0);
    expect(count(`select count(*) from mail_outbox where enquiry_id = ${old}`)).toBe(0);
    expect(count(`select count(*) from mail_outbox where enquiry_id = ${oldWithUnsentMail}`)).toBe(
      1,
    );
  });

  it('deletes handled contact messages after 12 months and keeps unanswered ones', () => {
    const insert = (days: number, handled: boolean) =>
      t.db.$client
        .prepare(
          `insert into contact_messages (name, email, subject, message, handled_at, created_at)
           values ('Al', 'al@example.test', 'Hi', 'Hello', ?, ?) returning id`,
        )
        .pluck()
        .get(handled ? daysAgo(days - 1).getTime() : null, daysAgo(days).getTime()) as number;
    insert(400, true);
    const unanswered = insert(400, false);
    const recent = insert(300, true);
    expect(applyRetention(t.db, NOW).contactMessages).toBe(1);
    expect(ids('contact_messages')).toEqual([unanswered, recent]);
  });

  it('deletes rejected reviews and their invites 6 months after rejection; published ones stay', () => {
    insertReview(t.db, specialist, 'rejected', daysAgo(200));
    const recentlyRejected = insertReview(t.db, specialist, 'rejected', daysAgo(150));
    const published = insertReview(t.db, specialist, 'published', daysAgo(2000));
    const before = ids('reviews').filter((id) => id < recentlyRejected - 1);
    expect(applyRetention(t.db, NOW).rejectedReviews).toBe(1);
    expect(ids('reviews')).toEqual([...before, recentlyRejected, published]);
    expect(count('select count(*) from review_invites where review_id is null')).toBe(0);
    expect(count('select count(*) from review_invites')).toBe(2);
  });

  it('keeps claims and plans 6 years, and longer while a plan runs or a claim is undecided', () => {
    const cancelled = insertSubscription(t.db, 'cancelled', daysAgo(2200));
    const running = insertSubscription(t.db, 'active', daysAgo(2200));
    const youngCancelled = insertSubscription(t.db, 'cancelled', daysAgo(2000));
    const decided = insertClaim(t.db, specialist, 'approved', daysAgo(2200));
    const undecided = insertClaim(t.db, specialist, 'pending', daysAgo(2200));
    const claimWithPlan = insertClaim(t.db, specialist, 'approved', daysAgo(2200));
    insertSubscription(t.db, 'invoiced', daysAgo(2200), claimWithPlan);

    const report = applyRetention(t.db, NOW);
    expect(report).toMatchObject({ subscriptionRequests: 1, claimRequests: 1 });
    expect(ids('subscription_requests')).not.toContain(cancelled);
    expect(ids('subscription_requests')).toEqual(expect.arrayContaining([running, youngCancelled]));
    expect(ids('claim_requests')).not.toContain(decided);
    expect(ids('claim_requests')).toEqual(expect.arrayContaining([undecided, claimWithPlan]));
  });

  it('deletes expired sessions and keeps live ones', async () => {
    const admin = await insertAdmin(t.db);
    createSession(t.db, 'admin', admin, daysAgo(60));
    createSession(t.db, 'admin', admin, NOW);
    expect(applyRetention(t.db, NOW).sessions).toBe(1);
    expect(count(`select count(*) from sessions where expires_at > ${NOW.getTime()}`)).toBe(1);
    expect(count('select count(*) from sessions')).toBe(1);
  });

  it('deletes sent and failed mail after 12 months, never unsent or campaign mail', () => {
    insertMail(t.db, daysAgo(400), 'sent');
    insertMail(t.db, daysAgo(400), 'failed');
    const unsent = insertMail(t.db, daysAgo(400), 'pending');
    const recent = insertMail(t.db, daysAgo(300), 'sent');
    const campaign = insertCampaignMail(t.db, specialist, daysAgo(400));
    expect(applyRetention(t.db, NOW)).toMatchObject({ sentMail: 1, failedMail: 1 });
    expect(ids('mail_outbox')).toEqual([unsent, recent, campaign]);
  });

  it('works in bounded batches, stepping over kept rows, and finishes on the next run', () => {
    for (let n = 0; n < 5; n += 1) {
      const kept = insertEnquiry(t.db, daysAgo(900 - n));
      insertMail(t.db, daysAgo(900), 'pending', kept);
      insertEnquiry(t.db, daysAgo(900 - n));
    }
    expect(applyRetention(t.db, NOW, { batchSize: 2, maxBatches: 2 }).enquiries).toBe(4);
    expect(applyRetention(t.db, NOW, { batchSize: 2, maxBatches: 2 }).enquiries).toBe(1);
    expect(ids('enquiries')).toHaveLength(5);
    expect(applyRetention(t.db, NOW).enquiries).toBe(0);
  });

  it('deletes rate-limit windows (hashed addresses) once they have ended', async () => {
    const store = new SqliteRateLimitStore(t.db);
    store.hit('enquiries:203.0.113.7', 10 * 60_000, NOW.getTime() - 11 * 60_000);
    store.hit('enquiries:203.0.113.8', 10 * 60_000, NOW.getTime() - 5 * 60_000);
    await store.flush();
    expect(applyRetention(t.db, NOW).rateLimitWindows).toBe(1);
    expect(count('select count(*) from rate_limit_windows')).toBe(1);
  });

  it('finds each batch along an index, never scanning a whole table', () => {
    for (const rule of RETENTION_RULES) {
      const plan = t.db.$client
        .prepare(`explain query plan ${rule.select}`)
        .all({ cutoff: 0, now: 0, afterAt: 0, afterId: 0, limit: 1 }) as { detail: string }[];
      const details = plan.map((row) => row.detail);
      expect(
        details.filter((line) => /^SCAN \w+$/.test(line)),
        rule.name,
      ).toEqual([]);
      expect(details.join('\n'), rule.name).not.toContain('TEMP B-TREE');
    }
  });
});
