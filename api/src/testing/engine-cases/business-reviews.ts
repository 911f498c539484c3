import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditActor } from '../../audit/record.ts';
import {
  findReviewOf,
  replyToReview,
  reviewExists,
  reviewsPageOf,
  setBusinessReply,
} from '../../business-reviews/repository.ts';
import { requestReview } from '../../business-reviews/review-request.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertReview, insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');

/** A business's own reviews, alike on SQLite and PostgreSQL (ADR 050). */
export const businessReviewCases = describeEachEngine('business reviews', ({ engine }) => {
  let own: number;
  let other: number;
  const ids: number[] = [];

  beforeAll(async () => {
    own = (await insertSpecialist(engine(), 'own')).specialistId;
    other = (await insertSpecialist(engine(), 'other')).specialistId;
    // Two at the same time (the later id first), then an older pending one; ratings mixed.
    ids.push(await insertReview(engine(), own, { rating: 1, at: T0 }));
    ids.push(await insertReview(engine(), own, { rating: 5, at: T0 }));
    ids.push(await insertReview(engine(), own, { rating: 3, at: new Date(0), status: 'pending' }));
    ids.push(await insertReview(engine(), other, { rating: 4, at: T0 }));
  });

  it('pages its reviews in every status, newest first whatever their rating, with the total', async () => {
    const first = await engine().run(reviewsPageOf, own, 1, 2);
    expect(first.total).toBe(3);
    expect(first.rows.map((review) => review.id)).toEqual([ids[1], ids[0]]);
    expect(first.rows[0]).toMatchObject({ verified: false, createdAt: T0, businessReply: null });
    const second = await engine().run(reviewsPageOf, own, 2, 2);
    expect(second.rows.map((review) => [review.id, review.status])).toEqual([[ids[2], 'pending']]);
  });

  it("replies to its own review only, and tells another's review from none", async () => {
    const at = new Date(T0.getTime() + 60_000);
    const otherReview = { reviewId: ids[3] ?? 0, specialistId: own };
    expect(await engine().run(setBusinessReply, otherReview, 'Thanks', at)).toBe(false);
    expect(await engine().run(reviewExists, ids[3] ?? 0)).toBe(true);
    expect(await engine().run(reviewExists, 999_999)).toBe(false);
    expect(await engine().run(findReviewOf, own, ids[3] ?? 0)).toBeUndefined();
    const ownReview = { reviewId: ids[0] ?? 0, specialistId: own };
    expect(await engine().commit(setBusinessReply, ownReview, 'Thanks, Jo', at)).toBe(true);
    expect(await engine().run(findReviewOf, own, ids[0] ?? 0)).toMatchObject({
      businessReply: 'Thanks, Jo',
      businessRepliedAt: at,
    });
  });

  it('records its reply with an audit entry in one commit, and nothing for a review not its own', async () => {
    const actor: AuditActor = { kind: 'business', id: 3, label: 'b@x.test', source: 'dashboard' };
    const at = new Date(T0.getTime() + 120_000);
    const target = { reviewId: ids[1] ?? 0, specialistId: own };
    expect(await engine().commit(replyToReview, actor, target, 'Glad it went well', at)).toBe(true);
    const theirs = { reviewId: ids[3] ?? 0, specialistId: own };
    expect(await engine().commit(replyToReview, actor, theirs, 'Mine now', at)).toBe(false);
    const { auditLog } = engine().tables;
    const entries = await engine()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'review.reply'));
    expect(entries.map((entry) => entry.entityId)).toEqual([String(ids[1])]);
    expect(JSON.parse(entries[0]?.afterJson ?? '')).toEqual({ businessReply: 'Glad it went well' });
  });

  it('mails a one-time review link for its own lead once, tied to the enquiry', async () => {
    const at = new Date(T0.getTime() + 180_000);
    const enquiryId = await insertLead(engine(), own, 'enq_reviewed', T0, {
      customerEmail: 'kim@example.test',
      customerName: 'Kim',
    });
    const sent = await engine().commit(requestReview, own, 'enq_reviewed', at, 'https://flo.test');
    expect(sent).toEqual({ reference: 'enq_reviewed', name: 'Kim', email: 'kim@example.test' });
    await expect(
      engine().commit(requestReview, own, 'enq_reviewed', at, 'https://flo.test'),
    ).rejects.toMatchObject({ status: 409, code: 'already_requested' });
    const { mailOutbox, reviewInvites } = engine().tables;
    const [invite] = await engine()
      .db.select()
      .from(reviewInvites)
      .where(eq(reviewInvites.enquiryId, enquiryId));
    expect(invite).toMatchObject({ specialistId: own, customerEmail: 'kim@example.test' });
    const mails = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, enquiryId));
    expect(mails).toMatchObject([{ kind: 'review_invite', to: 'kim@example.test', createdAt: at }]);
    expect(mails[0]?.text).toContain(`https://flo.test/review/${own}/`);
  });
});
