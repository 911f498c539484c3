/**
 * UK postcodes as the directory reads them, on the `postcode` package's patterns: a full
 * postcode ('LS6 2AB', 'ls62ab') or just its outward code ('LS6'); the area is the letters
 * of the outward code, which the directory's cities are indexed by.
 */
import { AREA_REGEX, isValid, validOutcode } from 'postcode';

/**
 * Whether the text is a full UK postcode or an outward code. Callers trim first where they
 * want surrounding spaces allowed (search does; the chat keeps the visitor's text as typed).
 *
 * @example
 * isUkPostcodeOrOutcode('LS6 2AB') // true
 * isUkPostcodeOrOutcode('Leeds') // false
 */
export function isUkPostcodeOrOutcode(text: string): boolean {
  return isValid(text) || validOutcode(text);
}

/**
 * The area letters, upper-case, of a full postcode or outward code; undefined for other text.
 *
 * @example
 * postcodeArea('ls6 2ab') // 'LS'
 * postcodeArea('M1') // 'M'
 */
export function postcodeArea(text: string): string | undefined {
  if (!isUkPostcodeOrOutcode(text)) return undefined;
  return AREA_REGEX.exec(text)?.[0].toUpperCase();
}

/**
 * The area of the first postcode or outward code standing as a word anywhere in free text
 * (an address as a visitor wrote it); undefined when the text holds none.
 *
 * @example
 * postcodeAreaInText('Flat 2, M1 2AB') // 'M'
 */
export function postcodeAreaInText(text: string): string | undefined {
  for (const word of text.split(/[^A-Z0-9]+/i)) {
    const area = postcodeArea(word);
    if (area) return area;
  }
  return undefined;
}
