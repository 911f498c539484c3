import type { AdminMailPage } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/* The reads of the Failed mail screen. */

export type OutboxStatus = 'failed' | 'pending' | 'sent';

export const OUTBOX_STATUS_OPTIONS: readonly (readonly [OutboxStatus, string])[] = [
  ['failed', 'Failed'],
  ['pending', 'Waiting to send'],
  ['sent', 'Sent'],
];

export const adminMailQuery = (
  status: OutboxStatus,
  page: number,
  sort: Record<string, string> = {},
) => apiQuery<AdminMailPage>('/api/admin/mail', { status, ...sort, page });

/** `/admin/mail?status=…&page=…` (page 1 left out), with the list's order when it is not the default. */
export const mailHref = (status: OutboxStatus, page = 1, sort: Record<string, string> = {}) => {
  const params = new URLSearchParams({ status, ...sort });
  if (page > 1) params.set('page', String(page));
  return `/admin/mail?${params}`;
};
