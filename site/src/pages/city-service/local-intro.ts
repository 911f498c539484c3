import { SERVICE_ADVICE } from '@flo/chat-machine';
import type { CityDetail, CityServiceStats, ServiceSlug } from '@flo/contract';
import { formatCostPerM2, formatRating } from '@flo/contract/rules';
import { inSentence } from '../services/service-name.ts';

/**
 * The introduction of a city and service page, built from the figures and the service's
 * price guide (plain text, never HTML).
 *
 * @example
 * localIntro(leeds, 'carpet', 'Carpet Installation', { totalSpecialists: 11, averageRating: '3.9' })
 * // 'Compare 11 carpet installation specialists in Leeds…'
 */
export function localIntro(
  city: Pick<CityDetail, 'name' | 'region' | 'postcodeAreas'>,
  service: ServiceSlug,
  serviceName: string,
  stats: CityServiceStats,
): string {
  const cost = formatCostPerM2(SERVICE_ADVICE[service].installedCostPerM2);
  const price = `${serviceName} in the UK typically costs ${cost} supplied and fitted; ask for a written quote after a home survey.`;
  if (stats.totalSpecialists === 0) {
    return `No specialists in ${city.name} list ${inSentence(serviceName)} yet. ${price}`;
  }
  const areas = city.postcodeAreas.join(', ');
  const who =
    stats.totalSpecialists === 1
      ? `1 ${inSentence(serviceName)} specialist in ${city.name}`
      : `${stats.totalSpecialists} ${inSentence(serviceName)} specialists in ${city.name}`;
  const rating = stats.averageRating
    ? ` Customers rate them ${formatRating(stats.averageRating)} out of 5 on average.`
    : '';
  return `Compare ${who}, ${city.region}, covering postcode ${city.postcodeAreas.length === 1 ? 'area' : 'areas'} ${areas}.${rating} ${price}`;
}
