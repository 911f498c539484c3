/**
 * A light phone check for the chat, so a typo is caught before the enquiry is sent. The API
 * checks with libphonenumber-js (`@flo/contract/phone`), whose metadata is too heavy for the
 * widget bundle (docs/decisions/024-international-phones-checked-by-the-api.md); this accepts
 * the shapes real numbers have: an international number (+ or 00, then 8 to 15 digits), or a UK
 * one: +44, 0044 or 0 followed by a 9 or 10 digit national number that starts like a real UK
 * range (01, 02, 03, 05, 07, 08, 09), or that national number alone,
 * including Ofcom's drama ranges (07700 900xxx, 01632 960xxx). A number the API still refuses
 * makes the chat ask again (machine/submission.ts).
 */

/** Spaces and punctuation people write between digit groups. */
const SEPARATORS = /[\s\-.()/]/g;
/** +44 or 0044, with the '(0)' of '+44 (0)161 …' that is not dialled. */
const INTERNATIONAL_PREFIX = /^(?:\+44|0044)(?:\(0\))?/;

/** 10-digit national numbers in any UK range; 9-digit ones exist only for some 01 and 08 codes. */
const NATIONAL_NUMBER = /^(?:[1235789]\d{9}|[18]\d{8})$/;

/** The national significant number of a UK phone as written, or null when it is not one. */
function nationalNumberOf(text: string): string | null {
  const compact = text
    .replace(/\s/g, '')
    .replace(INTERNATIONAL_PREFIX, '+44')
    .replace(SEPARATORS, '');
  if (compact.startsWith('+44')) return compact.slice(3);
  if (compact.startsWith('0')) return compact.startsWith('00') ? null : compact.slice(1);
  // Without a trunk 0 ('7700 900123') the digits are read as a national number, as the API does.
  return /^\d+$/.test(compact) ? compact : null;
}

/**
 * True for a UK phone number as people type it.
 *
 * @example
 * isUkPhone('0161 496 0000') // true
 * isUkPhone('+44 7700 900123') // true
 * isUkPhone('+1 202 555 0100') // false
 */
export function isUkPhone(text: string): boolean {
  const national = nationalNumberOf(text);
  return national !== null && NATIONAL_NUMBER.test(national);
}

/** An international number: a country code and subscriber number, 8 to 15 digits (E.164). */
const INTERNATIONAL_NUMBER = /^(?:\+|00)[1-9]\d{7,14}$/;

/**
 * True for text shaped like a phone number: any international number, or a UK one without
 * the country code.
 *
 * @example
 * looksLikePhone('+33 1 23 45 67 89') // true
 * looksLikePhone('0161 496 0000') // true
 * looksLikePhone('12345') // false
 */
export function looksLikePhone(text: string): boolean {
  return isUkPhone(text) || INTERNATIONAL_NUMBER.test(text.replace(SEPARATORS, ''));
}
