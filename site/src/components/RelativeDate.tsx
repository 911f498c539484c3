import { formatRelativeDate } from '@flo/contract/rules';
import { useSiteConfig } from '../app/site-config.tsx';

/**
 * 'Yesterday', '3 weeks ago'… measured from when the server rendered the page, so the
 * browser's first render says exactly what the server said.
 */
export function RelativeDate({ date }: { date: string }) {
  const { renderedAt } = useSiteConfig();
  return <time dateTime={date}>{formatRelativeDate(date, new Date(renderedAt))}</time>;
}
