/**
 * A median response time as people say it.
 *
 * @example
 * formatResponseTime(0) // 'under a minute'
 * formatResponseTime(95) // '1 hour 35 minutes'
 * formatResponseTime(3000) // '2 days'
 */
export function formatResponseTime(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? plural(hours, 'hour')
      : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
  }
  return plural(Math.round(minutes / (24 * 60)), 'day');
}
