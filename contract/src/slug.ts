/**
 * Slug rules shared by the API (seed, lookups) and chat-machine (city search). Pure functions,
 * no dependencies, so the browser bundle can import them.
 */

/**
 * Company suffix words dropped from a specialist's name
 * (docs/product/validation.md#specialist-slug); "co" may carry a dot.
 */
const COMPANY_SUFFIX = /\b(?:ltd|limited|plc|inc|corp|co)\b\.?/g;

/** Folds accented letters to their base letter so "Café" and "Cafe" give the same slug. */
function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Joins the alphanumeric words of already lower-cased text with single hyphens. */
function hyphenateWords(text: string): string {
  return text
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/**
 * The city slug (docs/product/validation.md#city-slug): the input lower-cased and trimmed,
 * with spaces as hyphens.
 * Apostrophes and other punctuation are dropped too, so every slug stays within the API's
 * `[a-z0-9-]` route parameter ("King's Lynn" → "kings-lynn").
 *
 * @example
 * citySlug('  Stoke-on-Trent ') // 'stoke-on-trent'
 * citySlug('Milton Keynes') // 'milton-keynes'
 */
export function citySlug(input: string): string {
  return hyphenateWords(foldAccents(input.trim().toLowerCase()));
}

/**
 * The specialist slug (docs/product/validation.md#specialist-slug): the name lower-cased,
 * company suffix words (ltd, limited, plc, inc, corp, co.) removed, non-alphanumerics
 * stripped, words hyphenated, then the city slug appended.
 *
 * @example
 * buildSpecialistSlug('Oakbridge Flooring Ltd', 'manchester') // 'oakbridge-flooring-manchester'
 * buildSpecialistSlug("O'Neill & Co. Carpets", 'leeds') // 'oneill-carpets-leeds'
 */
export function buildSpecialistSlug(name: string, citySlugValue: string): string {
  const base = hyphenateWords(foldAccents(name.toLowerCase()).replace(COMPANY_SUFFIX, ' '));
  const city = citySlug(citySlugValue);
  return [base, city].filter(Boolean).join('-');
}
