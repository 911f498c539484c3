/**
 * The value of the sample `name` whose labels include every one of `labels`, read from a
 * scrape in Prometheus's text format; undefined when there is no such sample.
 *
 * @example
 * metricValue(await metrics.scrape(), 'flo_http_requests_total', { route: '/healthz' }) // 3
 */
export function metricValue(
  scrape: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of scrape.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const present = (sample[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(sample[3]);
  }
  return undefined;
}
