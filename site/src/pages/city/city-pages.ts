/** Specialists per page of /specialists/{city}. */
export const CITY_PAGE_SIZE = 24;

/**
 * The page a city URL asks for: 1 without `?page`, the number for `?page=2`; undefined for a
 * value that names no page ('0', 'two', '-1'), which the page answers with 404.
 *
 * @example
 * cityPageFrom(new URLSearchParams('page=3')) // 3
 */
export function cityPageFrom(search: URLSearchParams): number | undefined {
  const raw = search.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : undefined;
}

/** How many pages a city of `specialistCount` active specialists has (1 when it has none). */
export function cityPageCount(specialistCount: number): number {
  return Math.max(1, Math.ceil(specialistCount / CITY_PAGE_SIZE));
}

/**
 * The URL, and canonical path, of one page of a city: page 1 is the city's own path (so
 * `?page=1` is canonical to it), later pages carry `?page=`.
 *
 * @example
 * cityPagePath('leeds', 1) // '/specialists/leeds'
 * cityPagePath('leeds', 2) // '/specialists/leeds?page=2'
 */
export function cityPagePath(citySlug: string, page: number): string {
  return page > 1 ? `/specialists/${citySlug}?page=${page}` : `/specialists/${citySlug}`;
}
