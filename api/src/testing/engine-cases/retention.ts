import { asc, type SQL, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { Tables } from '../../db/engine/index.ts';
import { DatabaseRateLimitStore } from '../../http/database-rate-limit-store.ts';
import { applyRetention, retentionPass } from '../../retention/apply-retention.ts';
import { describeEachEngine } from '../each-engine.ts';
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
} from '../retention.ts';
import { insertSpecialist } from './specialist-rows.ts';

/** Tables the suite writes, children first, emptied before each test. */
const WRITTEN: (keyof Tables)[] = [
  'campaignRecipients',
  'emailCampaigns',
  'mailOutbox',
  'quotes',
  'enquiryRecipients',
  'enquiries',
  'contactMessages',
  'reviewInvites',
  'reviews',
  'subscriptionRequests',
  'claimRequests',
  'sessions',
  'auditLog',
  'floFunnelConversations',
  'floFunnelOrigins',
  'floFunnelDaily',
  'rateLimitWindows',
];

type WithId = Tables['enquiries'] | Tables['contactMessages'] | Tables['reviews'];

/** node-postgres's drizzle, for a transaction held open across awaits. */
type PostgresDb = {
  transaction(run: (tx: { execute(q: SQL): Promise<unknown> }) => Promise<void>): Promise<void>;
};

/** The retention job (ADR 028, 046), the same on SQLite and PostgreSQL (ADR 050). */
export const retentionCases = describeEachEngine('applyRetention', ({ engine, connectAgain }) => {
  let specialist = 0;
  const ids = async (
    table: WithId | Tables['subscriptionRequests'] | Tables['claimRequests'] | Tables['mailOutbox'],
  ) =>
    (await engine().db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map(
      (stored) => stored.id,
    );
  const rowsIn = async (table: keyof Tables) =>
    (
      await engine()
        .db.select()
        .from(engine().tables[table] as Tables['sessions'])
    ).length;

  beforeAll(async () => {
    specialist = (await insertSpecialist(engine(), 'retention')).specialistId;
  });
  beforeEach(async () => {
    for (const table of WRITTEN) {
      await engine().db.delete(engine().tables[table] as Tables['sessions']);
    }
  });

  it('deletes enquiries 2 years after their last activity, with their leads, quotes and mail', async () => {
    const on = engine();
    const old = await insertEnquiry(on, daysAgo(800));
    await insertRecipient(on, old, specialist);
    await insertQuote(on, old, specialist, daysAgo(790), daysAgo(760));
    await insertMail(on, daysAgo(800), 'sent', old);
    const recent = await insertEnquiry(on, daysAgo(700));
    const oldButWorkedOn = await insertEnquiry(on, daysAgo(900));
    await insertRecipient(on, oldButWorkedOn, specialist, daysAgo(300));
    const oldWithOpenQuote = await insertEnquiry(on, daysAgo(900));
    await insertQuote(on, oldWithOpenQuote, specialist, daysAgo(900), daysAgo(-30));
    const oldWithUnsentMail = await insertEnquiry(on, daysAgo(900));
    const unsent = await insertMail(on, daysAgo(900), 'pending', oldWithUnsentMail);

    expect((await applyRetention(on, NOW)).enquiries).toBe(1);
    expect(await ids(on.tables.enquiries)).toEqual([
      recent,
      oldButWorkedOn,
      oldWithOpenQuote,
      oldWithUnsentMail,
    ]);
    expect(await rowsIn('enquiryRecipients')).toBe(1);
    expect(await rowsIn('quotes')).toBe(1);
    expect(await ids(on.tables.mailOutbox)).toEqual([unsent]);
  });

  it('deletes handled contact messages after 12 months and keeps unanswered ones', async () => {
    const { contactMessages } = engine().tables;
    const insert = async (days: number, handled: boolean) => {
      const [stored] = await engine()
        .db.insert(contactMessages)
        .values({
          name: 'Al',
          email: 'al@example.test',
          subject: 'Hi',
          message: 'Hello',
          handledAt: handled ? daysAgo(days - 1) : null,
          createdAt: daysAgo(days),
        })
        .returning({ id: contactMessages.id });
      return stored?.id;
    };
    await insert(400, true);
    const unanswered = await insert(400, false);
    const recent = await insert(300, true);
    expect((await applyRetention(engine(), NOW)).contactMessages).toBe(1);
    expect(await ids(contactMessages)).toEqual([unanswered, recent]);
  });

  it('deletes rejected reviews and their invites 6 months after rejection; published ones stay', async () => {
    const on = engine();
    await insertReview(on, specialist, 'rejected', daysAgo(200));
    const recentlyRejected = await insertReview(on, specialist, 'rejected', daysAgo(150));
    const published = await insertReview(on, specialist, 'published', daysAgo(2000));
    expect((await applyRetention(on, NOW)).rejectedReviews).toBe(1);
    expect(await ids(on.tables.reviews)).toEqual([recentlyRejected, published]);
    expect(await rowsIn('reviewInvites')).toBe(2);
  });

  it('keeps claims and plans 6 years, and longer while a plan runs or a claim is undecided', async () => {
    const on = engine();
    await insertSubscription(on, 'cancelled', daysAgo(2200));
    const running = await insertSubscription(on, 'active', daysAgo(2200));
    const youngCancelled = await insertSubscription(on, 'cancelled', daysAgo(2000));
    await insertClaim(on, specialist, 'approved', daysAgo(2200));
    const undecided = await insertClaim(on, specialist, 'pending', daysAgo(2200));
    const claimWithPlan = await insertClaim(on, specialist, 'approved', daysAgo(2200));
    const plan = await insertSubscription(on, 'invoiced', daysAgo(2200), claimWithPlan);

    expect(await applyRetention(on, NOW)).toMatchObject({
      subscriptionRequests: 1,
      claimRequests: 1,
    });
    expect(await ids(on.tables.subscriptionRequests)).toEqual([running, youngCancelled, plan]);
    expect(await ids(on.tables.claimRequests)).toEqual([undecided, claimWithPlan]);
  });

  it('deletes expired sessions, sent and failed mail after 12 months and old audit entries', async () => {
    const on = engine();
    const { auditLog, mailOutbox, sessions } = on.tables;
    await on.db.insert(sessions).values([
      { tokenHash: 'expired', role: 'admin', userId: 1, expiresAt: daysAgo(30) },
      { tokenHash: 'live', role: 'admin', userId: 1, expiresAt: daysAgo(-30) },
    ]);
    await insertMail(on, daysAgo(400), 'sent');
    await insertMail(on, daysAgo(400), 'failed');
    const unsent = await insertMail(on, daysAgo(400), 'pending');
    const recent = await insertMail(on, daysAgo(300), 'sent');
    const campaign = await insertCampaignMail(on, specialist, daysAgo(400));
    const entry = (at: Date) => ({
      at,
      actorKind: 'system' as const,
      actorLabel: 'Stripe',
      entityKind: 'plan',
      entityId: '1',
      action: 'plan.stripe.update',
      source: 'api' as const,
    });
    await on.db.insert(auditLog).values([entry(daysAgo(731)), entry(daysAgo(700))]);

    expect(await applyRetention(on, NOW)).toMatchObject({
      sessions: 1,
      sentMail: 1,
      failedMail: 1,
      auditLog: 1,
    });
    expect(await on.db.select({ token: sessions.tokenHash }).from(sessions)).toEqual([
      { token: 'live' },
    ]);
    expect(await ids(mailOutbox)).toEqual([unsent, recent, campaign]);
    expect(await on.db.select({ at: auditLog.at }).from(auditLog)).toEqual([{ at: daysAgo(700) }]);
  });

  it('deletes the funnel’s days after 400 days with their origins, and conversations after 2', async () => {
    const on = engine();
    const { floFunnelConversations, floFunnelDaily, floFunnelOrigins } = on.tables;
    const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
    const slice = { flow: 'enquiry', pageType: 'home', arm: 'a', origin: 'site', step: 'open' };
    await on.db.insert(floFunnelDaily).values([
      { ...slice, day: day(402) },
      { ...slice, day: day(401) },
      { ...slice, day: day(399) },
    ]);
    await on.db.insert(floFunnelOrigins).values([
      { day: day(401), origin: 'https://shop.example' },
      { day: day(399), origin: 'https://shop.example' },
    ]);
    const conversation = (id: string, days: number) => ({
      conversation: id,
      flow: 'enquiry',
      day: day(days),
      pageType: 'home',
      arm: 'a',
      origin: 'site',
      steps: ['open'],
      lastStep: 'open',
      updatedAt: daysAgo(days),
    });
    await on.db
      .insert(floFunnelConversations)
      .values([conversation('c-old', 3), conversation('c-new', 1)]);

    expect(await applyRetention(on, NOW, { batchSize: 1 })).toMatchObject({
      funnelDaily: 2,
      funnelConversations: 1,
    });
    expect(await on.db.select({ day: floFunnelDaily.day }).from(floFunnelDaily)).toEqual([
      { day: day(399) },
    ]);
    expect(await on.db.select({ day: floFunnelOrigins.day }).from(floFunnelOrigins)).toEqual([
      { day: day(399) },
    ]);
    expect(
      await on.db.select({ id: floFunnelConversations.conversation }).from(floFunnelConversations),
    ).toEqual([{ id: 'c-new' }]);
  });

  it('works in bounded batches, stepping over kept rows, and finishes on the next run', async () => {
    const on = engine();
    for (let n = 0; n < 5; n += 1) {
      const kept = await insertEnquiry(on, daysAgo(900 - n));
      await insertMail(on, daysAgo(900), 'pending', kept);
      await insertEnquiry(on, daysAgo(900 - n));
    }
    expect((await applyRetention(on, NOW, { batchSize: 2, maxBatches: 2 })).enquiries).toBe(4);
    expect((await applyRetention(on, NOW, { batchSize: 2, maxBatches: 2 })).enquiries).toBe(1);
    expect(await ids(on.tables.enquiries)).toHaveLength(5);
    expect((await applyRetention(on, NOW)).enquiries).toBe(0);
  });

  it('deletes rate-limit windows (hashed addresses) once they have ended', async () => {
    const store = new DatabaseRateLimitStore(engine());
    await store.hit('enquiries:203.0.113.7', 10 * 60_000, NOW.getTime() - 11 * 60_000);
    await store.hit('enquiries:203.0.113.8', 10 * 60_000, NOW.getTime() - 5 * 60_000);
    await store.flush();
    expect((await applyRetention(engine(), NOW)).rateLimitWindows).toBe(1);
    expect(await rowsIn('rateLimitWindows')).toBe(1);
  });

  it('makes one pass at a time: on PostgreSQL a pass started meanwhile on another node skips', async () => {
    const { sessions } = engine().tables;
    await engine()
      .db.insert(sessions)
      .values({ tokenHash: 'expired', role: 'admin', userId: 1, expiresAt: daysAgo(1) });
    const other = connectAgain();
    if (engine().dialect === 'sqlite') {
      // One server per SQLite file (ADR 034): its passes simply run, one after the other.
      const passes = await Promise.all([retentionPass(engine(), NOW), retentionPass(other, NOW)]);
      expect(passes.map((pass) => pass?.sessions)).toEqual([1, 0]);
      return;
    }
    // A third connection holds the first table a pass reads, so the pass that gets the lock
    // waits inside it while the other starts.
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const blocker = (connectAgain().db as unknown as PostgresDb).transaction(async (tx) => {
      await tx.execute(sql`lock table enquiries in access exclusive mode`);
      holding();
      await released;
    });
    await held;
    const passes = [retentionPass(engine(), NOW), retentionPass(other, NOW)];
    expect(await Promise.race(passes)).toBeNull();
    release();
    await blocker;
    const outcomes = await Promise.all(passes);
    expect(outcomes.filter((pass) => pass === null)).toHaveLength(1);
    expect(outcomes.find((pass) => pass !== null)?.sessions).toBe(1);
    expect(await rowsIn('sessions')).toBe(0);
  });
});
