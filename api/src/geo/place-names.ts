/**
 * One spelling for every way a visitor (or GeoNames) writes a place, so lookups are exact-key:
 * 'St. Helens' = 'Saint Helens' = 'st helens', 'Stoke-on-Trent' = 'stoke on trent',
 * "King's Lynn" = 'kings lynn', 'Ynys Môn' = 'ynys mon'.
 *
 * @example
 * normalisePlaceName('  Newcastle-upon-Tyne ') // 'newcastle upon tyne'
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ')
    .replace(/ saint /g, ' st ');
}
