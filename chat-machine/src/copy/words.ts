/** 'Manchester', 'Manchester and Salford', 'Leeds, Bradford and York' (or 'or'). */
export function listOf(names: string[], conjunction = 'and'): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

/** '1 review', '3 reviews'. */
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
