import type { AdminEnquiriesPage, AdminEnquiryDetail } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/* The reads of /admin/enquiries; the filters live in the page's URL query. */

export const ENQUIRY_FILTERS = ['status', 'city', 'service', 'from', 'to'] as const;
export type EnquiryFilters = Partial<Record<(typeof ENQUIRY_FILTERS)[number], string>>;

export const ENQUIRY_STATUS_LABELS = {
  new: 'New',
  matched: 'Matched',
  contacted: 'Contacted',
  closed: 'Closed',
} as const;

/** The filters set in the URL query (empty ones left out). */
export function filtersFrom(params: URLSearchParams): EnquiryFilters {
  const filters: EnquiryFilters = {};
  for (const name of ENQUIRY_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** `?status=…&city=…` of the filters, plus any extra parameters such as the page. */
export function filterSearch(filters: EnquiryFilters, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...filters, ...extra }).toString();
  return search ? `?${search}` : '';
}

export const adminEnquiriesQuery = (
  filters: EnquiryFilters,
  page: number,
  sort: Record<string, string> = {},
) => apiQuery<AdminEnquiriesPage>('/api/admin/enquiries', { ...filters, ...sort, page });

export const adminEnquiryQuery = (reference: string) =>
  apiQuery<AdminEnquiryDetail>('/api/admin/enquiries', reference);
