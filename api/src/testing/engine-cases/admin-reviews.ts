import { adminReviewsQuerySchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  moderateReviews,
  reviewQueuePage,
  reviewStatuses,
} from '../../admin/review-queue/repository.ts';
import { moderateReview } from '../../admin/reviews/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const NOW = new Date('2026-03-10T10:00:00.250Z');
const DAY_MS = 86_400_000;
const query = (params: Record<string, string>) => adminReviewsQuerySchema.parse(params);

/** Review moderation, the same on SQLite and PostgreSQL (ADR 050). */
export const adminReviewCases = describeEachEngine('review moderation', ({ engine }) => {
  const ids: Record<string, number> = {};
  const page = async (params: Record<string, string>) => {
    const found = await engine().run(reviewQueuePage, query(params), NOW);
    return { names: found.rows.map((r) => r.customerName), total: found.total, rows: found.rows };
  };

  beforeAll(async () => {
    const { db, tables } = engine();
    const { specialistId } = await insertSpecialist(engine(), 'moderation');
    const other = await insertSpecialist(engine(), 'tiles');
    const review = (customerName: string, daysAgo: number, fields: object = {}) => ({
      specialistId,
      customerName,
      rating: 4,
      text: 'Tidy work on the oak floor.',
      status: 'pending' as const,
      verified: false,
      createdAt: new Date(NOW.getTime() - daysAgo * DAY_MS),
      ...fields,
    });
    const written = await db
      .insert(tables.reviews)
      .values([
        review('Ann', 9, { rating: 1, verified: true }),
        review('Bo', 3, { text: 'Saved 100% on TILES' }),
        review('Cy', 1),
        review('Di', 2, { specialistId: other.specialistId }),
        review('Ed', 5, { status: 'published' }),
      ])
      .returning({ id: tables.reviews.id, name: tables.reviews.customerName });
    for (const { id, name } of written) ids[name] = id;
  });

  it('pages a status oldest or newest first, with the total and times as epoch ms', async () => {
    const oldest = await page({ pageSize: '2' });
    expect(oldest).toMatchObject({ names: ['Ann', 'Bo'], total: 4 });
    expect(oldest.rows[0]).toMatchObject({
      specialistSlug: 'moderation-floors',
      rating: 1,
      verified: 1,
      createdAt: NOW.getTime() - 9 * DAY_MS,
      moderatedAt: null,
    });
    expect((await page({ pageSize: '2', page: '2' })).names).toEqual(['Di', 'Cy']);
    expect((await page({ order: 'newest' })).names).toEqual(['Cy', 'Di', 'Bo', 'Ann']);
    expect((await page({ status: 'published' })).names).toEqual(['Ed']);
  });

  it('filters by words in any case, pattern characters as themselves, rating, verified and age', async () => {
    expect((await page({ q: 'tiles' })).names).toEqual(['Bo', 'Di']);
    expect((await page({ q: '100%' })).names).toEqual(['Bo']);
    expect((await page({ q: '1_0' })).names).toEqual([]);
    expect((await page({ q: 'ANN' })).names).toEqual(['Ann']);
    expect((await page({ rating: '1' })).names).toEqual(['Ann']);
    expect((await page({ verified: 'true' })).names).toEqual(['Ann']);
    expect((await page({ verified: 'false' })).total).toBe(3);
    expect((await page({ olderThanDays: '3' })).names).toEqual(['Ann', 'Bo']);
    expect((await page({ from: '2026-03-08', to: '2026-03-08' })).names).toEqual(['Di']);
    expect((await page({ specialist: 'tiles-floors' })).names).toEqual(['Di']);
    expect(await page({ specialist: 'no-such-listing' })).toMatchObject({ names: [], total: 0 });
  });

  it('reads statuses and moderates the chosen reviews, one or several', async () => {
    const statuses = await engine().run(reviewStatuses, [ids.Ann ?? 0, ids.Ed ?? 0, 999_999]);
    expect([...statuses.values()]).toEqual(expect.arrayContaining(['pending', 'published']));
    expect(statuses.size).toBe(2);
    const chosen = [ids.Ann ?? 0, ids.Bo ?? 0];
    await engine().commit(moderateReviews, chosen, { status: 'rejected', reason: 'Spam' }, NOW);
    expect(await engine().commit(moderateReview, ids.Cy ?? 0, { status: 'published' }, NOW)).toBe(
      true,
    );
    expect(await engine().commit(moderateReview, 999_999, { status: 'published' }, NOW)).toBe(
      false,
    );
    const { reviews } = engine().tables;
    const [bo] = await engine()
      .db.select()
      .from(reviews)
      .where(eq(reviews.id, ids.Bo ?? 0));
    expect(bo).toMatchObject({ status: 'rejected', rejectionReason: 'Spam', moderatedAt: NOW });
    expect((await page({ status: 'rejected' })).rows[0]?.moderatedAt).toBe(NOW.getTime());
    expect((await page({})).names).toEqual(['Di']);
  });
});
