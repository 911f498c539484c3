/**
 * The average of `count` ratings summing to `sum`, to one decimal as
 * docs/product/constants.md#display shows it
 * ("4.0", "4.3"), or null when there are no ratings (the client shows 'New').
 * Rounds half up from the exact ratio, so 4.25 gives "4.3" whatever float noise would say.
 *
 * @example
 * formatAverageRating(13, 3) // '4.3'
 * formatAverageRating(0, 0) // null
 */
export function formatAverageRating(sum: number, count: number): string | null {
  if (count <= 0) return null;
  return (Math.round((sum * 10) / count) / 10).toFixed(1);
}
