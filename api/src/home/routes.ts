import {
  pageQuerySchema,
  type RecentReviews,
  recentReviewsQuerySchema,
  type SearchResults,
  type SiteStats,
} from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { validate } from '../http/validate.ts';
import { toSpecialistCards } from '../search/cards.ts';
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
export function homeRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/api/featured', validate('query', pageQuerySchema), (c) => {
      const { page } = c.req.valid('query');
      const { rows, ...counts } = searchSpecialists(db, {
        tier: 'featured',
        sort: 'rating',
        limit: FEATURED_PAGE_SIZE,
        offset: (page - 1) * FEATURED_PAGE_SIZE,
      });
      const answer: SearchResults = {
        results: toSpecialistCards(db, rows),
        total: counts.total,
        page,
        pageSize: FEATURED_PAGE_SIZE,
        hasMore: counts.hasMore,
        totalCapped: counts.totalCapped,
      };
      return c.json(answer);
    })
    .get('/api/reviews/recent', validate('query', recentReviewsQuerySchema), (c) => {
      const reviews = listRecentReviews(db, c.req.valid('query').limit).map((row) => ({
        ...row,
        verified: row.verified === 1,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
      const answer: RecentReviews = { reviews };
      return c.json(answer);
    })
    .get('/api/stats', (c) => {
      const { ratingSum, ...totals } = directoryTotals(db);
      const answer: SiteStats = {
        ...totals,
        averageRating: formatAverageRating(ratingSum, totals.totalReviews),
      };
      return c.json(answer);
    });
}
