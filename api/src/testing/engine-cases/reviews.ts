import { beforeAll, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
import { inviteState } from '../../reviews/invites.ts';
import { publishedReviewsPage, reviewSummaryOf } from '../../reviews/published-reviews.ts';
import { findActiveSpecialist, insertReviewInvite } from '../../reviews/repository.ts';
import { storeReview } from '../../reviews/submit-review.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertReview, insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');
const DAY = 86_400_000;

/** Public reviews and review links, alike on SQLite and PostgreSQL (ADR 050). */
export const reviewCases = describeEachEngine('reviews', ({ engine }) => {
  let specialistId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ specialistId } = await insertSpecialist(engine(), 'reviewed'));
    await insertSpecialist(engine(), 'hidden', { status: 'suspended' });
    ids.push(
      await insertReview(engine(), specialistId, { rating: 5, at: new Date(T0.getTime() - DAY) }),
    );
    ids.push(await insertReview(engine(), specialistId, { rating: 1, at: T0 }));
    ids.push(await insertReview(engine(), specialistId, { rating: 4, at: T0 }));
    ids.push(await insertReview(engine(), specialistId, { rating: 2, at: T0, status: 'pending' }));
  });

  it('pages published reviews newest first whatever their rating, with the kept totals', async () => {
    const page = await engine().run(publishedReviewsPage, specialistId, { limit: 2, offset: 0 });
    expect(page.map((review) => review.id)).toEqual([ids[2], ids[1]]);
    const rest = await engine().run(publishedReviewsPage, specialistId, { limit: 2, offset: 2 });
    expect(rest.map((review) => [review.id, review.verified])).toEqual([[ids[0], false]]);
    // The totals on the specialist's row are kept by each engine's triggers.
    expect(await engine().run(reviewSummaryOf, specialistId)).toEqual({
      totalCount: 3,
      averageRating: '3.3',
      stars: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
  });

  it('finds only active specialists, by id or by slug', async () => {
    expect(await engine().run(findActiveSpecialist, { slug: 'reviewed-floors' })).toMatchObject({
      id: specialistId,
    });
    expect(await engine().run(findActiveSpecialist, { slug: 'hidden-floors' })).toBeUndefined();
  });

  it('publishes a review through a link once, and refuses the link again', async () => {
    await engine().commit(insertReviewInvite, {
      tokenHash: hashToken('engine-token'),
      specialistId,
      customerName: 'Jo',
      customerEmail: 'jo@example.test',
      expiresAt: new Date(T0.getTime() + DAY),
      createdAt: T0,
    });
    expect(await engine().run(inviteState, specialistId, 'engine-token', T0)).toMatchObject({
      state: 'ok',
      customerName: 'Jo',
    });
    const submission = {
      specialistId,
      customerName: 'Jo',
      rating: 3,
      reviewText: 'Tidy work and on time.',
      token: 'engine-token',
    };
    const stored = await engine().commit(storeReview, submission, T0);
    expect(stored).toMatchObject({ status: 'published', verified: true });
    await expect(engine().commit(storeReview, submission, T0)).rejects.toMatchObject({
      status: 409,
    });
    const later = new Date(T0.getTime() + 2 * DAY);
    expect(await engine().run(inviteState, specialistId, 'engine-token', later)).toMatchObject({
      state: 'used',
    });
    const unverified = await engine().commit(storeReview, { ...submission, token: undefined }, T0);
    expect(unverified).toMatchObject({ status: 'pending', verified: false });
  });
});
