import type { CityDetail } from '@flo/contract';

type IntroFigures = Pick<
  CityDetail,
  | 'name'
  | 'region'
  | 'postcodeAreas'
  | 'specialistCount'
  | 'reviewCount'
  | 'averageRating'
  | 'services'
>;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The plain-text introduction of a city page, written from the city's own figures so every
 * city reads differently and nothing is claimed that the directory cannot show.
 *
 * @example
 * cityIntro({ name: 'Leeds', region: 'Yorkshire and the Humber', specialistCount: 0, ... })
 * // "We don't list any flooring specialists in Leeds yet. …"
 */
export function cityIntro(city: IntroFigures): string {
  const areas = city.postcodeAreas.join(', ');
  if (city.specialistCount === 0) {
    return `We don't list any flooring specialists in ${city.name} yet. Post a job and we'll pass it to fitters who cover ${city.name} and the wider ${city.region} area (postcode ${areas}).`;
  }
  const sentences = [
    `Compare ${plural(city.specialistCount, 'flooring specialist')} in ${city.name}, ${city.region}, covering postcode ${city.postcodeAreas.length === 1 ? 'area' : 'areas'} ${areas}.`,
  ];
  if (city.averageRating !== null) {
    sentences.push(
      `Customers rate them ${city.averageRating} out of 5 on average across ${plural(city.reviewCount, 'published review')}.`,
    );
  }
  const top = city.services
    .slice(0, 3)
    .map((s) => `${s.name.toLowerCase()} (${plural(s.specialistCount, 'specialist')})`);
  if (top.length > 0) {
    sentences.push(`The most offered services here are ${listInWords(top)}.`);
  }
  sentences.push('Send one enquiry and up to three local specialists will get back to you.');
  return sentences.join(' ');
}
