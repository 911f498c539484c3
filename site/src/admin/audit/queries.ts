import type { AuditPage, RecentChangesPage } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/** The audit log's filters, as `GET /api/admin/audit` and the page's URL take them. */
export const AUDIT_FILTERS = ['entityKind', 'entityId', 'actor', 'action', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  return Object.fromEntries(
    AUDIT_FILTERS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

export const auditQuery = (
  filters: AuditFilters,
  page: number,
  sort: Record<string, string> = {},
) => apiQuery<AuditPage>('/api/admin/audit', { ...filters, ...sort, page });

export const recentChangesQuery = (status: 'unreviewed' | 'reviewed', page: number) =>
  apiQuery<RecentChangesPage>('/api/admin/recent-changes', { status, page });
