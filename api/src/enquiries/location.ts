/**
 * Turns what a visitor typed as their location into the keys the directory is indexed by:
 * a city slug (spec section 7: lower-case, spaces as hyphens) and a UK postcode area.
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

// Outward code: one or two letters, a digit, then an optional letter or digit ("M1", "SW1A", "LS10").
const OUTWARD_CODE =
  /(?:^|[^A-Z0-9])([A-Z]{1,2})[0-9][A-Z0-9]?(?:\s*[0-9][A-Z]{2})?(?=$|[^A-Z0-9])/i;

/**
 * The postcode area (the letters of the outward code) found anywhere in the text, upper-case,
 * e.g. 'Flat 2, M1 2AB' → 'M'; `undefined` when the text holds no postcode.
 */
export function postcodeAreaFromText(text: string): string | undefined {
  return OUTWARD_CODE.exec(text)?.[1]?.toUpperCase();
}

/**
 * City slugs worth trying for a free-text location, best first: the whole text, then each
 * comma-separated part ('12 High Street, Leeds' → 'leeds').
 */
export function candidateCitySlugs(location: string): string[] {
  const parts = [location, ...location.split(',')].map(citySlugFromText).filter(Boolean);
  return [...new Set(parts)];
}
