import type { Listing, ReviewInvite } from '@flo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../data/api-request.ts';
import { apiQuery } from '../../data/query-client.ts';

export const listingQuery = (specialistId: string) =>
  apiQuery<Listing>('/api/listings', specialistId);

/**
 * A review link's state. An unknown link is not an error page: it is kept as `null` (the page
 * reads it without refetching), so it can say the link is not valid and still take a review.
 */
export const inviteQuery = (specialistId: string, token: string) =>
  apiQuery<ReviewInvite | null>('/api/review-invites', specialistId, token);

/** Listing ids are positive whole numbers; anything else cannot be a review page. */
export const SPECIALIST_ID = /^[1-9]\d{0,11}$/;

/** Loads the invite into the cache, or `null` when the API does not know the link. */
export async function loadInvite(
  queryClient: QueryClient,
  specialistId: string,
  token: string,
): Promise<void> {
  const query = inviteQuery(specialistId, token);
  try {
    await queryClient.ensureQueryData(query);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    queryClient.setQueryData(query.queryKey, null);
  }
}
