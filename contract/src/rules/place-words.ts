/**
 * How an enquiry's place is written for specialists and operators (ADR 025): the visitor's own
 * words first, then the directory city whose specialists it went to and how far that is, so a
 * job on the Isle of Wight never reads as one in Portsmouth.
 */

/** '1 mile', '22 miles'; a place inside the city reads 'under a mile'. */
export function milesText(miles: number): string {
  if (miles < 1) return 'under a mile';
  return miles === 1 ? '1 mile' : `${miles} miles`;
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The place as the visitor gave it, with its nearest specialists' city and distance:
 * 'Isle of Wight (nearest specialists: Portsmouth, 11 miles)'. Just the words when no city is
 * known, or when the words are that city's own name.
 *
 * @example
 * placeWithNearest('Llandudno', 'Liverpool', 36); // 'Llandudno (nearest specialists: Liverpool, 36 miles)'
 * placeWithNearest('Leeds', 'Leeds', 0); // 'Leeds'
 */
export function placeWithNearest(
  words: string,
  nearestCity: string | null | undefined,
  miles: number | null | undefined,
): string {
  if (!nearestCity || miles === null || miles === undefined) return words;
  if (plain(words) === plain(nearestCity) && miles < 1) return words;
  return `${words} (nearest specialists: ${nearestCity}, ${milesText(miles)})`;
}
