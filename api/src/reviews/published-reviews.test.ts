import { chatReviewsSchema, profileReviewsPageSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { directoryTest } from '../testing/fixtures.ts';
import { testDialect } from '../testing/open-test-app.ts';
import { statementPlans } from '../testing/query-plans.ts';
import { publishedReviewsPage, reviewSummaryOf } from './published-reviews.ts';

const DAY = 86_400_000;
const SLUG = 'fresh-floors-manchester';

/**
 * A firm with mixed ratings whose newest review is 1★ and whose dates do not follow its ratings,
 * so any filter on rating or order by it changes what the tests read.
 */
const MIXED: [name: string, rating: number, daysAgo: number][] = [
  ['Newest, one star', 1, 1],
  ['Second, five stars', 5, 2],
  ['Third, two stars', 2, 3],
  ['Fourth, four stars', 4, 4],
  ['Fifth, three stars', 3, 5],
  ['Sixth, one star', 1, 6],
  ['Oldest, five stars', 5, 7],
];
const NEWEST_FIRST = MIXED.map(([name]) => name);

const test = directoryTest.extend('mixed', { auto: true }, async ({ api, directory }) => {
  const specialistId = directory.ids[SLUG] ?? 0;
  const now = api.deps.now?.() ?? new Date();
  const { db, tables } = api.engine;
  await db.insert(tables.reviews).values(
    MIXED.map(([customerName, rating, daysAgo]) => ({
      specialistId,
      customerName,
      rating,
      text: `${customerName}.`,
      status: 'published' as const,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  // Held and rejected reviews never show, whatever their date.
  await db.insert(tables.reviews).values(
    (['pending', 'rejected'] as const).map((status) => ({
      specialistId,
      customerName: status,
      rating: 5,
      text: 'x',
      status,
      createdAt: now,
    })),
  );
  return { specialistId };
});

const SUMMARY = {
  totalCount: 7,
  averageRating: '3.0',
  stars: { '1': 2, '2': 1, '3': 1, '4': 1, '5': 2 },
};

describe('reviews on every surface: newest first, whatever their rating', () => {
  test('the chat answers the breakdown, then pages of the newest, the 1★ ones included', async ({
    api,
    mixed,
  }) => {
    const read = async (page: number) =>
      chatReviewsSchema.parse(
        await (
          await api.app.request(`/api/reviews/specialist/${mixed.specialistId}/chat?page=${page}`)
        ).json(),
      );
    const first = await read(1);
    expect(first).toMatchObject({ ...SUMMARY, hasReviews: true, page: 1, hasMore: true });
    expect(first.reviews.map((review) => review.customerName)).toEqual(NEWEST_FIRST.slice(0, 5));
    expect(first.reviews[0]?.rating).toBe(1);
    const second = await read(2);
    expect(second).toMatchObject({ ...SUMMARY, page: 2, hasMore: false });
    expect(second.reviews.map((review) => review.customerName)).toEqual(NEWEST_FIRST.slice(5));
  });

  test('the profile lists the same order with the same breakdown', async ({ api }) => {
    const answer = profileReviewsPageSchema.parse(
      await (await api.app.request(`/api/specialists/unified/${SLUG}/reviews`)).json(),
    );
    expect(answer).toMatchObject({
      total: SUMMARY.totalCount,
      averageRating: SUMMARY.averageRating,
      stars: SUMMARY.stars,
    });
    expect(answer.reviews.map((review) => review.customerName)).toEqual(NEWEST_FIRST);
  });

  // SQLite only: it reads SQLite's query plans.
  test.runIf(testDialect() === 'sqlite')(
    'reads the summary off the specialist row and the page along the review index',
    ({ api, mixed }) => {
      const [summary = [], page = []] = statementPlans(api.db, () => {
        runOnSqliteNow(api.db, reviewSummaryOf, mixed.specialistId);
        runOnSqliteNow(api.db, publishedReviewsPage, mixed.specialistId, { limit: 6, offset: 0 });
      });
      expect(summary.join('\n')).toMatch(/SEARCH specialists USING INTEGER PRIMARY KEY/);
      expect(summary.join('\n')).not.toMatch(/reviews/);
      expect(page.join('\n')).toMatch(/USING INDEX reviews_specialist_status_created_idx/);
      expect(page.join('\n')).not.toMatch(/TEMP B-TREE/);
    },
  );
});
