/**
 * A service name for the middle of a sentence: capitalised words lower-cased, abbreviations
 * kept ('Vinyl & LVT Flooring' → 'vinyl & LVT flooring').
 *
 * @example
 * `Get free ${inSentence('Tile Installation')} quotes` // 'Get free tile installation quotes'
 */
export function inSentence(serviceName: string): string {
  return serviceName.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}
