import {
  pageQuerySchema,
  type RecentReviews,
  recentReviewsQuerySchema,
  recentReviewsSchema,
  type SearchResults,
  type SiteStats,
  searchResultsSchema,
  siteStatsSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { specialistCards } from '../search/cards.ts';
import { searchSpecialists } from '../search/repository.ts';
import { directoryTotals, listRecentReviews } from './repository.ts';

/** Featured specialists per page of /featured; the home page shows the first page. */
export const FEATURED_PAGE_SIZE = 12;

/**
 * What the home and featured pages read: `GET /api/featured?page=` (featured-tier specialists
 * as cards, best rated first), `GET /api/reviews/recent?limit=` (newest published reviews with
 * their specialist) and `GET /api/stats` (directory totals).
 *
 * @example
 * app.route('/', homeRoutes(deps));
 * await app.request('/api/reviews/recent?limit=3');
 */
export function homeRoutes({ engine }: AppDeps) {
  return new Hono()
    .get(
      '/api/featured',
      describeOperation({
        operationId: 'listFeaturedSpecialists',
        summary: 'Featured-tier specialists as cards, 12 a page; query page',
        tag: 'Directory',
        response: searchResultsSchema,
      }),
      validate('query', pageQuerySchema),
      async (c) => {
        const { page } = c.req.valid('query');
        const { rows, ...counts } = await searchSpecialists(engine, {
          tier: 'featured',
          sort: 'rating',
          limit: FEATURED_PAGE_SIZE,
          offset: (page - 1) * FEATURED_PAGE_SIZE,
        });
        const answer: SearchResults = {
          results: await engine.run(specialistCards, rows),
          total: counts.total,
          page,
          pageSize: FEATURED_PAGE_SIZE,
          hasMore: counts.hasMore,
          totalCapped: counts.totalCapped,
        };
        return c.json(answer);
      },
    )
    .get(
      '/api/reviews/recent',
      describeOperation({
        operationId: 'listRecentReviews',
        summary: 'Newest published reviews with their specialist; query limit (1 to 20, default 6)',
        tag: 'Directory',
        response: recentReviewsSchema,
      }),
      validate('query', recentReviewsQuerySchema),
      async (c) => {
        const found = await engine.run(listRecentReviews, c.req.valid('query').limit);
        const reviews = found.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
        const answer: RecentReviews = { reviews };
        return c.json(answer);
      },
    )
    .get(
      '/api/stats',
      describeOperation({
        operationId: 'getSiteStats',
        summary: 'Home page totals: specialists, reviews, cities, average rating',
        tag: 'Directory',
        response: siteStatsSchema,
      }),
      async (c) => {
        const { ratingSum, ...totals } = await directoryTotals(engine);
        const answer: SiteStats = {
          ...totals,
          averageRating: formatAverageRating(ratingSum, totals.totalReviews),
        };
        return c.json(answer);
      },
    );
}
