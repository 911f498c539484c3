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

export const adminSpecialistsQuery = ({ q, city, status, tier, page }: SpecialistFilters) =>
  apiQuery<AdminSpecialistsPage>('/api/admin/specialists', { q, city, status, tier, page });

/** Everything about one listing: profile, services, reviews, leads and business login. */
export const adminSpecialistQuery = (id: number) =>
  apiQuery<AdminSpecialistDetail>('/api/admin/specialists', id);

/** The screen's URL for these filters; empty ones are left out. */
export function specialistsHref(filters: Partial<SpecialistFilters>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      params.set(name, String(value));
  }
  return params.size > 0 ? `/admin/specialists?${params}` : '/admin/specialists';
}

/** 'featured' → 'Featured', for statuses and plans. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const manageHref = (id: number) => `/admin/specialists/${id}/manage`;
