/** More words than anyone types into a search box; the rest are ignored. */
const MAX_TERMS = 8;

/** The words of a search: lower-cased letters and digits only, at most `MAX_TERMS`. */
function searchTerms(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

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
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}

/**
 * The same search as PostgreSQL's `to_tsquery` text (for the `flo_search` configuration): every
 * word a quoted lexeme (words hold only letters and digits, so nothing typed is an operator or
 * closes the quote), ANDed with `&`, the last one a prefix.
 *
 * @example
 * tsQueryExpression('oak "flo') // "'oak' & 'flo':*"
 */
export function tsQueryExpression(text: string): string | undefined {
  const terms = searchTerms(text);
  if (terms.length === 0) return undefined;
  return terms.map((term, i) => `'${term}'${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/** A visitor's search words as each engine's full-text search reads them. */
export interface SearchMatch {
  /** SQLite FTS5's MATCH expression (`ftsMatchExpression`). */
  fts: string;
  /** PostgreSQL's `to_tsquery('flo_search', …)` text (`tsQueryExpression`). */
  tsquery: string;
}

/**
 * What a visitor typed as a full-text search for either engine; undefined when nothing
 * searchable is left.
 *
 * @example
 * searchMatch('Oak flo') // { fts: '"oak" "flo"*', tsquery: "'oak' & 'flo':*" }
 */
export function searchMatch(text: string): SearchMatch | undefined {
  const fts = ftsMatchExpression(text);
  const tsquery = tsQueryExpression(text);
  return fts && tsquery ? { fts, tsquery } : undefined;
}
