import type { AdminMailPage } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/* The reads of the Failed mail screen. */

export type OutboxStatus = 'failed' | 'pending' | 'sent';

export const OUTBOX_STATUS_OPTIONS: readonly (readonly [OutboxStatus, string])[] = [
  ['failed', 'Failed'],
  ['pending', 'Waiting to send'],
  ['sent', 'Sent'],
];

export const adminMailQuery = (status: OutboxStatus, page: number) =>
  apiQuery<AdminMailPage>('/api/admin/mail', { status, page });

/** `/admin/mail?status=…&page=…` (page 1 left out). */
export const mailHref = (status: OutboxStatus, page = 1) =>
  `/admin/mail?status=${status}${page > 1 ? `&page=${page}` : ''}`;
