/** More words than anyone types into a search box; the rest are ignored. */
const MAX_TERMS = 8;

/**
 * Turns whatever a visitor typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * string (so `"`, `*`, `AND`, `NEAR(`, `-` and the like are plain text, never syntax), words are
 * ANDed, and the last word matches as a prefix so 'oak flo' finds 'Oak Flooring'.
 * Answers undefined when nothing searchable is left, e.g. for '"' or '***'.
 *
 * @example
 * ftsMatchExpression('oak "flo') // '"oak" "flo"*'
 * ftsMatchExpression('AND OR') // '"and" "or"*'
 */
export function ftsMatchExpression(text: string): string | undefined {
  const terms = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}
