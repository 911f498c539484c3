import type { AdminReviewsPage } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';
import type { ReviewStatus } from '../moderation-queries.ts';

/* The review queue's filters, kept in the page's URL so a filtered queue can be shared. */

/** The URL's filter names, which are also the API's query names. */
export const REVIEW_FILTERS = [
  'q',
  'specialist',
  'rating',
  'verified',
  'olderThanDays',
  'from',
  'to',
  'order',
  'pageSize',
] as const;
export type ReviewFilterName = (typeof REVIEW_FILTERS)[number];
export type ReviewFilters = Partial<Record<ReviewFilterName, string>>;

export const REVIEW_STATUS_OPTIONS: readonly (readonly [ReviewStatus, string])[] = [
  ['pending', 'Pending'],
  ['published', 'Published'],
  ['rejected', 'Rejected'],
];

/** The filters the URL holds, without empty ones. */
export function reviewFiltersFrom(params: URLSearchParams): ReviewFilters {
  return Object.fromEntries(
    REVIEW_FILTERS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/** `/admin/reviews?status=…&…filters&page=…` (page 1 is left out). */
export function reviewQueueHref(status: ReviewStatus, filters: ReviewFilters, page = 1): string {
  const search = new URLSearchParams({ status, ...filters });
  if (page > 1) search.set('page', String(page));
  return `/admin/reviews?${search}`;
}

export const adminReviewsQuery = (status: ReviewStatus, filters: ReviewFilters, page: number) =>
  apiQuery<AdminReviewsPage>('/api/admin/reviews', { status, ...filters, page });
