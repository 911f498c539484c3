import { SERVICE_SLUGS, type Sitemap, type SitemapIndex } from '@flo/contract';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import {
  listArticleDates,
  listCityChanges,
  listCityServices,
  listOfferedServices,
  listSpecialistRanges,
  listSpecialistsInIdRange,
} from './repository.ts';

/** Public pages that are not generated from data (docs/product/routes.md#public-routes). */
export const STATIC_PATHS = [
  '/about',
  '/how-it-works',
  '/contact',
  '/post-a-job',
  '/pricing',
  '/claim-business',
  '/sitemap',
  '/privacy',
  '/review-policy',
] as const;

/** URLs per sub-sitemap at most (the protocol allows 50,000; smaller files stay quick to build). */
export const SITEMAP_URL_CAP = 10_000;

/**
 * Specialist ids per sub-sitemap: each brings its profile and at most one page per service, so
 * a full range stays within `SITEMAP_URL_CAP`.
 */
export const SPECIALISTS_PER_SITEMAP = Math.floor(SITEMAP_URL_CAP / (1 + SERVICE_SLUGS.length));

type Entry = Sitemap['urls'][number];

const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);
const newest = (times: number[]) => times.reduce((a, b) => Math.max(a, b), 0);

/** When anything listed last changed: the directory (newest change of any city) and the guides. */
function* directoryDates(on: EngineScope) {
  const cities = yield* listCityChanges(on);
  const articles = yield* listArticleDates(on);
  return {
    cities,
    articles,
    directory: newest(cities.map((city) => city.changedAt)),
    guides: newest(articles.map((article) => article.updatedAt)),
  };
}

/**
 * The site's own pages, dated by the directory or the guides they show; the service pages that
 * have specialists and the guides. Service pages carry no date: finding the newest change among
 * a service's specialists would read all of them.
 */
function* pagesSitemap(on: EngineScope): Steps<Sitemap> {
  const { articles, directory, guides } = yield* directoryDates(on);
  const services = yield* listOfferedServices(on);
  const dated = (path: string, at: number): Entry => ({ path, lastmod: iso(at) });
  return {
    urls: [
      dated('/', Math.max(directory, guides)),
      ...['/search', '/locations', '/featured', '/services'].map((path) => dated(path, directory)),
      dated('/content', guides),
      ...STATIC_PATHS.map((path) => ({ path, lastmod: null })),
      ...services.map((slug) => ({ path: `/services/${slug}`, lastmod: null })),
      ...articles.map((article) => dated(`/content/${article.slug}`, article.updatedAt)),
    ],
  };
}

/** Each city page with active specialists, dated by their newest change, and its service pages. */
function* citiesSitemap(on: EngineScope): Steps<Sitemap> {
  const pairs = yield* listCityServices(on);
  const cities = yield* listCityChanges(on);
  return {
    urls: cities.flatMap((city) => [
      { path: `/specialists/${city.slug}`, lastmod: iso(city.changedAt) },
      ...pairs
        .filter((pair) => pair.citySlug === city.slug)
        .map((pair) => ({ path: `/specialists/${city.slug}/${pair.serviceSlug}`, lastmod: null })),
    ]),
  };
}

/** Profiles and their service pages for the active specialists of id range `part`. */
function* specialistsSitemap(on: EngineScope, part: number): Steps<Sitemap | null> {
  const first = (part - 1) * SPECIALISTS_PER_SITEMAP + 1;
  const rows = yield* listSpecialistsInIdRange(on, first, part * SPECIALISTS_PER_SITEMAP);
  if (rows.length === 0) return null;
  return {
    urls: rows.flatMap((s) => {
      const lastmod = iso(s.changedAt);
      return [
        { path: `/specialist/${s.slug}`, lastmod },
        ...s.serviceSlugs
          .split(',')
          .filter(Boolean)
          .map((service) => ({ path: `/specialist/${s.slug}/${service}`, lastmod })),
      ];
    }),
  };
}

/**
 * The sitemap index: the site's pages, the city pages, then the specialists in id ranges of
 * `SPECIALISTS_PER_SITEMAP` (only ranges with an active specialist), each a sub-sitemap of at
 * most `SITEMAP_URL_CAP` URLs.
 *
 * @example
 * (await engine.run(sitemapIndex)).sitemaps.map((s) => s.name); // ['pages', 'cities', 'specialists-1', …]
 */
export function* sitemapIndex(on: EngineScope): Steps<SitemapIndex> {
  const { directory, guides } = yield* directoryDates(on);
  const ranges = yield* listSpecialistRanges(on, SPECIALISTS_PER_SITEMAP);
  return {
    sitemaps: [
      { name: 'pages', lastmod: iso(Math.max(directory, guides)) },
      { name: 'cities', lastmod: iso(directory) },
      ...ranges.map((part) => ({
        name: `specialists-${part}`,
        lastmod: null,
      })),
    ],
  };
}

/**
 * One sub-sitemap of the index by name ('pages', 'cities', 'specialists-3'); null for a name
 * the index does not list.
 *
 * @example
 * (await engine.run(subSitemap, 'specialists-1'))?.urls[0]; // { path: '/specialist/…', lastmod: '2026-…' }
 */
export function* subSitemap(on: EngineScope, name: string): Steps<Sitemap | null> {
  if (name === 'pages') return yield* pagesSitemap(on);
  if (name === 'cities') return yield* citiesSitemap(on);
  const part = /^specialists-([1-9]\d{0,8})$/.exec(name)?.[1];
  return part ? yield* specialistsSitemap(on, Number(part)) : null;
}
