import type {
  AdminClaimsPage,
  AdminQueue,
  AdminSpecialistMessage,
  AdminSpecialistMessagesPage,
  OperatorSettings,
} from '@flo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../data/query-client.ts';

/* The reads of the moderation screens (reviews, free listings, messages, queue, settings). */

export type ReviewStatus = 'pending' | 'published' | 'rejected';
export type ClaimStatus = 'pending' | 'approved' | 'rejected';

export const adminClaimsQuery = (status: ClaimStatus, page: number) =>
  apiQuery<AdminClaimsPage>('/api/admin/claims', { status, page });

export const adminMessagesQuery = (page: number) =>
  apiQuery<AdminSpecialistMessagesPage>('/api/admin/specialist-messages', { page });

/** Opening a message marks it read on the server. */
export const adminMessageQuery = (id: string) =>
  apiQuery<AdminSpecialistMessage>('/api/admin/specialist-messages', id);

export const adminQueueQuery = apiQuery<AdminQueue>('/api/admin/queue');

export const operatorSettingsQuery = apiQuery<OperatorSettings>('/api/admin/settings');

/** After a decision every admin read is stale: the queue counts, the lists, the badges. */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/'),
  });
}

/** `?status=` when it is one of `statuses`, else the first (the queue's default). */
export function statusFrom<S extends string>(params: URLSearchParams, statuses: readonly S[]): S {
  const asked = params.get('status');
  return statuses.find((status) => status === asked) ?? (statuses[0] as S);
}

/** The page number of `?page=` (1 for anything that is not a whole number). */
export function pageFrom(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
}
