import type {
  BusinessLeadDetail,
  BusinessMessagesPage,
  BusinessOverview,
  BusinessProfile,
  BusinessReviewsPage,
} from '@flo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../data/query-client.ts';

/** The dashboard's plan, figures, chart and widget snippet. */
export const overviewQuery = apiQuery<BusinessOverview>('/api/business/overview');

/** One lead with its replies and quotes. */
export const leadQuery = (reference: string) =>
  apiQuery<BusinessLeadDetail>('/api/business/enquiries', reference);

export const profileQuery = apiQuery<BusinessProfile>('/api/business/profile');

/** One page of the messages visitors sent the business, with how many are unread. */
export const messagesQuery = (page: number) =>
  apiQuery<BusinessMessagesPage>('/api/business/messages', { page });

/** Reviews on one page of /dashboard/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export const reviewsQuery = (page: number) =>
  apiQuery<BusinessReviewsPage>('/api/business/reviews', { page, pageSize: REVIEWS_PAGE_SIZE });

/**
 * After a change: every business read is marked stale, so the inbox, the figures and the lead
 * page all show it on their next render.
 */
export function refreshBusinessData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/business/'),
  });
}

/** The page number of `?page=` (1 for anything that is not a whole number). */
export function pageFrom(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
}
