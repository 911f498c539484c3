/**
 * Specialist search rules: the service keyword filter and the top 3
 * (docs/product/api-calls.md#service-keyword-filter).
 */
import type { Specialist } from './types.ts';

export { buildSpecialistSlug, citySlug } from '@flo/contract/constants';

/** Up to 3 specialists are shown in chat (docs/product/constants.md#display). */
export const MAX_SPECIALISTS_SHOWN = 3;

/**
 * What a specialist's servicesOffered must mention to match a service
 * (docs/product/api-calls.md#service-keyword-filter).
 */
const SERVICE_KEYWORDS: Record<string, readonly string[]> = {
  carpet: ['carpet'],
  hardwood: ['hardwood', 'engineered', 'parquet'],
  laminate: ['laminate'],
  tile: ['tile', 'ceramic', 'porcelain'],
  commercial: ['commercial'],
  vinyl: ['vinyl', 'luxury vinyl', 'lvt'],
  'engineered-wood': ['engineered'],
};

/**
 * Specialists offering the service, by the keyword filter; all of them for 'other' or an
 * unknown service, because then there is nothing to filter by.
 *
 * @example
 * filterSpecialistsByService(list, 'hardwood') // those offering hardwood, engineered or parquet
 */
export function filterSpecialistsByService(
  specialists: readonly Specialist[],
  serviceSlug: string | undefined,
): Specialist[] {
  const keywords = serviceSlug ? SERVICE_KEYWORDS[serviceSlug] : undefined;
  if (!keywords) return [...specialists];
  return specialists.filter((specialist) =>
    specialist.servicesOffered.some((offered) => {
      const text = offered.toLowerCase();
      return keywords.some((keyword) => text.includes(keyword));
    }),
  );
}

/** The specialists a chat card shows after a city search: filtered, then the first 3. */
export function specialistsToShow(
  specialists: readonly Specialist[],
  serviceSlug: string | undefined,
): Specialist[] {
  return filterSpecialistsByService(specialists, serviceSlug).slice(0, MAX_SPECIALISTS_SHOWN);
}
