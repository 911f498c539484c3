/**
 * Turns what a visitor typed as their location into the city slugs the directory is indexed by
 * (docs/product/validation.md#city-slug: lower-case, spaces as hyphens); its postcode area is
 * `postcodeAreaInText`.
 */

/** 'Milton Keynes ' → 'milton-keynes'; punctuation other than hyphens is dropped. */
export function citySlugFromText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * City slugs worth trying for a free-text location, best first: the whole text, then each
 * comma-separated part ('12 High Street, Leeds' → 'leeds').
 */
export function candidateCitySlugs(location: string): string[] {
  const parts = [location, ...location.split(',')].map(citySlugFromText).filter(Boolean);
  return [...new Set(parts)];
}
