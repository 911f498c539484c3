const englishPlurals = new Intl.PluralRules('en-GB');

/**
 * The form of a word that agrees with `count`: `one` for exactly one, `many` otherwise, as
 * Intl.PluralRules decides for British English.
 *
 * @example
 * `1 ${agreeing(1, 'specialist', 'specialists')}` // '1 specialist'
 * `who typically ${agreeing(3, 'responds', 'respond')}` // 'who typically respond'
 */
export function agreeing(count: number, one: string, many: string): string {
  return englishPlurals.select(count) === 'one' ? one : many;
}

/**
 * '1 local flooring specialist, who typically responds within 2 hours', or '3 local flooring
 * specialists, who typically respond within 2 hours': the success texts' promise.
 */
export function specialistsWhoRespond(count: number): string {
  const specialists = agreeing(count, 'specialist', 'specialists');
  return `${count} local flooring ${specialists}, who typically ${agreeing(count, 'responds', 'respond')} within 2 hours`;
}

/**
 * A name's possessive in British style: an apostrophe alone after a final s ('Brookby Floors’'),
 * otherwise apostrophe s ('Oakbridge Flooring’s').
 *
 * @example
 * `${possessive('Brookby Floors')} profile` // 'Brookby Floors’ profile'
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}’` : `${name.trim()}’s`;
}
