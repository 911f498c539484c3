import type { Specialist } from '@flo/contract';

/**
 * schema.org ItemList of the specialists a directory page lists, in the order shown; a later
 * page of a list numbers its items from `firstPosition`.
 *
 * @example
 * specialistItemList('Flooring specialists in Leeds', specialists, absoluteUrl)
 */
export function specialistItemList(
  name: string,
  specialists: Specialist[],
  absoluteUrl: (path: string) => string,
  { firstPosition = 1 }: { firstPosition?: number } = {},
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: specialists.length,
    itemListElement: specialists.map((specialist, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: specialist.name,
      url: absoluteUrl(`/specialist/${specialist.slug}`),
    })),
  };
}
