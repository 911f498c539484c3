/* How the figures page words days, weeks, shares and durations (British English, UTC days). */

export const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export const weekLabel = (monday: string) => `w/c ${dayLabel(monday)}`;

/** A share of a whole as a whole percentage; '–' when the whole is nothing. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;

/** Minutes as '45 min', '3 h 5 min' or '2 d 4 h'. */
export function duration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return `${hours} h ${whole % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** 'a, b and c'. */
export function listing(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
