import type { ProfileReviewsPage, SpecialistDetail } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/**
 * A slug the API can look up (lower-case letters, digits, hyphens). Anything else cannot name
 * a page, so loaders answer 404 instead of asking the API, which would refuse it with a 400.
 */
export function isDirectorySlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= 120 && /^[a-z0-9-]+$/.test(value);
}

export const specialistQuery = (slug: string) =>
  apiQuery<SpecialistDetail>('/api/specialists/unified', slug);

export const profileReviewsQuery = (slug: string, page: number) =>
  apiQuery<ProfileReviewsPage>('/api/specialists/unified', slug, 'reviews', { page });

/** The page number of a paged URL (`?page=2`); 1 for anything that is not a whole number. */
export function pageNumberFrom(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}
