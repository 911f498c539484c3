import type { ProfileReviewsPage } from '@flo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { profileReviewsQuery } from '../specialist-profile/queries.ts';
import { reviewPagesToSearch } from './service-mentions.ts';

/**
 * Loads the newest pages of a specialist's reviews (up to three) into the cache.
 *
 * @example
 * const pages = await loadRecentReviewPages(queryClient, 'oak-floors-leeds');
 */
export async function loadRecentReviewPages(
  queryClient: QueryClient,
  slug: string,
): Promise<ProfileReviewsPage[]> {
  const first = await queryClient.ensureQueryData(profileReviewsQuery(slug, 1));
  const rest = await Promise.all(
    reviewPagesToSearch(first.total, first.pageSize)
      .slice(1)
      .map((page) => queryClient.ensureQueryData(profileReviewsQuery(slug, page))),
  );
  return [first, ...rest];
}
