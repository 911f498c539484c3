import { describe, expect } from 'vitest';
import { recordAudit, systemActor } from '../audit/record.ts';
import { createSession } from '../auth/sessions.ts';
import { sqliteEngine } from '../db/engine/index.ts';
import { DatabaseRateLimitStore } from '../http/database-rate-limit-store.ts';
import { insertAdmin } from '../testing/accounts.ts';
import { enquiryTest } from '../testing/fixtures.ts';
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
import type { TestApp } from '../testing/test-app.ts';
import { applyRetention } from './apply-retention.ts';
import { RETENTION_RULES } from './rules.ts';

/** `enquiryTest` with `specialist`, the id of castle-carpets, whose rows the tests age. */
const retentionTest = enquiryTest.extend(
  'specialist',
  ({ specialistIds }) => specialistIds['castle-carpets'] ?? 0,
);

const ids = (api: TestApp, table: string, where = '1') =>
  (
    api.db.$client.prepare(`select id from ${table} where ${where} order by id`).all() as {
      id: number;
    }[]
  ).map((row) => row.id);
const count = (api: TestApp, sql: string) =>
  (api.db.$client.prepare(sql).pluck().get() as number | undefined) ?? 0;

describe('applyRetention on a real SQLite file', () => {
  retentionTest(
    'deletes enquiries 2 years after their last activity, with their leads, quotes and mail',
    ({ api, specialist }) => {
      const old = insertEnquiry(api.db, daysAgo(800));
      insertRecipient(api.db, old, specialist);
      insertQuote(api.db, old, specialist, daysAgo(790), daysAgo(760));
      insertMail(api.db, daysAgo(800), 'sent', old);
      const recent = insertEnquiry(api.db, daysAgo(700));
      const oldButWorkedOn = insertEnquiry(api.db, daysAgo(900));
      insertRecipient(api.db, oldButWorkedOn, specialist, daysAgo(300));
      const oldWithOpenQuote = insertEnquiry(api.db, daysAgo(900));
      insertQuote(api.db, oldWithOpenQuote, specialist, daysAgo(900), daysAgo(-30));
      const oldWithUnsentMail = insertEnquiry(api.db, daysAgo(900));
      insertMail(api.db, daysAgo(900), 'pending', oldWithUnsentMail);

      expect(applyRetention(api.db, NOW).enquiries).toBe(1);
      expect(ids(api, 'enquiries')).toEqual([
        recent,
        oldButWorkedOn,
        oldWithOpenQuote,
        oldWithUnsentMail,
      ]);
      expect(count(api, `select count(*) from enquiry_recipients where enquiry_id = ${old}`)).toBe(
        0,
      );
      expect(count(api, `select count(*) from quotes where enquiry_id = ${old}`)).toBe(0);
      expect(count(api, `select count(*) from mail_outbox where enquiry_id = ${old}`)).toBe(0);
      expect(
        count(api, `select count(*) from mail_outbox where enquiry_id = ${oldWithUnsentMail}`),
      ).toBe(1);
    },
  );

  retentionTest(
    'deletes handled contact messages after 12 months and keeps unanswered ones',
    ({ api }) => {
      const insert = (days: number, handled: boolean) =>
        api.db.$client
          .prepare(
            `insert into contact_messages (name, email, subject, message, handled_at, created_at)
           values ('Al', 'al@example.test', 'Hi', 'Hello', ?, ?) returning id`,
          )
          .pluck()
          .get(handled ? daysAgo(days - 1).getTime() : null, daysAgo(days).getTime()) as number;
      insert(400, true);
      const unanswered = insert(400, false);
      const recent = insert(300, true);
      expect(applyRetention(api.db, NOW).contactMessages).toBe(1);
      expect(ids(api, 'contact_messages')).toEqual([unanswered, recent]);
    },
  );

  retentionTest(
    'deletes rejected reviews and their invites 6 months after rejection; published ones stay',
    ({ api, specialist }) => {
      insertReview(api.db, specialist, 'rejected', daysAgo(200));
      const recentlyRejected = insertReview(api.db, specialist, 'rejected', daysAgo(150));
      const published = insertReview(api.db, specialist, 'published', daysAgo(2000));
      const before = ids(api, 'reviews').filter((id) => id < recentlyRejected - 1);
      expect(applyRetention(api.db, NOW).rejectedReviews).toBe(1);
      expect(ids(api, 'reviews')).toEqual([...before, recentlyRejected, published]);
      expect(count(api, 'select count(*) from review_invites where review_id is null')).toBe(0);
      expect(count(api, 'select count(*) from review_invites')).toBe(2);
    },
  );

  retentionTest(
    'keeps claims and plans 6 years, and longer while a plan runs or a claim is undecided',
    ({ api, specialist }) => {
      const cancelled = insertSubscription(api.db, 'cancelled', daysAgo(2200));
      const running = insertSubscription(api.db, 'active', daysAgo(2200));
      const youngCancelled = insertSubscription(api.db, 'cancelled', daysAgo(2000));
      const decided = insertClaim(api.db, specialist, 'approved', daysAgo(2200));
      const undecided = insertClaim(api.db, specialist, 'pending', daysAgo(2200));
      const claimWithPlan = insertClaim(api.db, specialist, 'approved', daysAgo(2200));
      insertSubscription(api.db, 'invoiced', daysAgo(2200), claimWithPlan);

      const report = applyRetention(api.db, NOW);
      expect(report).toMatchObject({ subscriptionRequests: 1, claimRequests: 1 });
      expect(ids(api, 'subscription_requests')).not.toContain(cancelled);
      expect(ids(api, 'subscription_requests')).toEqual(
        expect.arrayContaining([running, youngCancelled]),
      );
      expect(ids(api, 'claim_requests')).not.toContain(decided);
      expect(ids(api, 'claim_requests')).toEqual(
        expect.arrayContaining([undecided, claimWithPlan]),
      );
    },
  );

  retentionTest('deletes expired sessions and keeps live ones', async ({ api }) => {
    const admin = await insertAdmin(api.db);
    createSession(api.db, 'admin', admin, daysAgo(60));
    createSession(api.db, 'admin', admin, NOW);
    expect(applyRetention(api.db, NOW).sessions).toBe(1);
    expect(count(api, `select count(*) from sessions where expires_at > ${NOW.getTime()}`)).toBe(1);
    expect(count(api, 'select count(*) from sessions')).toBe(1);
  });

  retentionTest(
    'deletes sent and failed mail after 12 months, never unsent or campaign mail',
    ({ api, specialist }) => {
      insertMail(api.db, daysAgo(400), 'sent');
      insertMail(api.db, daysAgo(400), 'failed');
      const unsent = insertMail(api.db, daysAgo(400), 'pending');
      const recent = insertMail(api.db, daysAgo(300), 'sent');
      const campaign = insertCampaignMail(api.db, specialist, daysAgo(400));
      expect(applyRetention(api.db, NOW)).toMatchObject({ sentMail: 1, failedMail: 1 });
      expect(ids(api, 'mail_outbox')).toEqual([unsent, recent, campaign]);
    },
  );

  retentionTest(
    'works in bounded batches, stepping over kept rows, and finishes on the next run',
    ({ api }) => {
      for (let n = 0; n < 5; n += 1) {
        const kept = insertEnquiry(api.db, daysAgo(900 - n));
        insertMail(api.db, daysAgo(900), 'pending', kept);
        insertEnquiry(api.db, daysAgo(900 - n));
      }
      expect(applyRetention(api.db, NOW, { batchSize: 2, maxBatches: 2 }).enquiries).toBe(4);
      expect(applyRetention(api.db, NOW, { batchSize: 2, maxBatches: 2 }).enquiries).toBe(1);
      expect(ids(api, 'enquiries')).toHaveLength(5);
      expect(applyRetention(api.db, NOW).enquiries).toBe(0);
    },
  );

  retentionTest(
    'deletes rate-limit windows (hashed addresses) once they have ended',
    async ({ api }) => {
      const store = new DatabaseRateLimitStore(sqliteEngine(api.db));
      await store.hit('enquiries:203.0.113.7', 10 * 60_000, NOW.getTime() - 11 * 60_000);
      await store.hit('enquiries:203.0.113.8', 10 * 60_000, NOW.getTime() - 5 * 60_000);
      await store.flush();
      expect(applyRetention(api.db, NOW).rateLimitWindows).toBe(1);
      expect(count(api, 'select count(*) from rate_limit_windows')).toBe(1);
    },
  );

  retentionTest('deletes audit entries 2 years after the change', ({ api }) => {
    const entry = (at: Date) =>
      recordAudit(api.db, systemActor('Stripe'), at, {
        entityKind: 'plan',
        entityId: 1,
        action: 'plan.stripe.update',
        after: { tier: 'featured' },
      });
    entry(daysAgo(731));
    entry(daysAgo(700));
    expect(applyRetention(api.db, NOW).auditLog).toBe(1);
    expect(count(api, `select count(*) from audit_log where at > ${daysAgo(701).getTime()}`)).toBe(
      1,
    );
    expect(count(api, 'select count(*) from audit_log')).toBe(1);
  });

  retentionTest('finds each batch along an index, never scanning a whole table', ({ api }) => {
    for (const rule of RETENTION_RULES) {
      const plan = api.db.$client
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
