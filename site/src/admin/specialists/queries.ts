import type { AdminSpecialistDetail, AdminSpecialistsPage } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

export const SPECIALIST_STATUSES = ['active', 'pending', 'suspended'] as const;
export type SpecialistStatus = (typeof SPECIALIST_STATUSES)[number];

/** The catalogue's filters, as `GET /api/admin/specialists` and the screen's URL take them. */
export interface SpecialistFilters {
  q: string;
  city: string;
  status: string;
  tier: string;
  page: number;
}

/** The list's order as the URL and the API take it (`useListSort`): by name unless asked. */
export const SPECIALIST_SORT = {
  by: 'name',
  order: 'asc',
  firstOrder: { name: 'asc', added: 'desc' },
} as const;

export const adminSpecialistsQuery = (
  { q, city, status, tier, page }: SpecialistFilters,
  sort: Record<string, string> = {},
) =>
  apiQuery<AdminSpecialistsPage>('/api/admin/specialists', {
    q,
    city,
    status,
    tier,
    ...sort,
    page,
  });

/** Everything about one listing: profile, services, reviews, leads and business login. */
export const adminSpecialistQuery = (id: number) =>
  apiQuery<AdminSpecialistDetail>('/api/admin/specialists', id);

/** The screen's URL for these filters and any extra parameters (the order); empty ones are left out. */
export function specialistsHref(
  filters: Partial<SpecialistFilters>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      params.set(name, String(value));
  }
  return params.size > 0 ? `/admin/specialists?${params}` : '/admin/specialists';
}

/** 'featured' → 'Featured', for statuses and plans. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const manageHref = (id: number) => `/admin/specialists/${id}/manage`;
