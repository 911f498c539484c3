import { SERVICE_SLUGS, type Sitemap } from '../contract/index.ts';
import type { ListedSpecialist } from './repository.ts';

/** Public pages that are not generated from data (spec section 2). */
export const STATIC_PATHS = [
  '/about',
  '/how-it-works',
  '/contact',
  '/post-a-job',
  '/pricing',
  '/claim-business',
  '/sitemap',
  '/privacy',
] as const;

type Entry = Sitemap['urls'][number];

/** The later of two epoch-ms times, keyed by path. */
function bump(latest: Map<string, number>, path: string, at: number) {
  latest.set(path, Math.max(latest.get(path) ?? 0, at));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Every public URL path, with the time its content last changed: the home, search, locations,
 * featured and services index pages change with the directory, the guides index (`/content`)
 * with its newest article, static pages carry no date, each service,
 * city and city+service page that has specialists, each specialist profile and its service
 * pages, and each article.
 *
 * @example
 * const { urls } = buildSitemap(listListedSpecialists(db), listArticleDates(db));
 */
export function buildSitemap(
  specialists: ListedSpecialist[],
  articles: { slug: string; updatedAt: number }[],
): Sitemap {
  const directory = new Map<string, number>();
  const profiles: Entry[] = [];
  let newest = 0;
  for (const s of specialists) {
    newest = Math.max(newest, s.changedAt);
    const services = s.serviceSlugs.split(',').filter(Boolean);
    bump(directory, `/specialists/${s.citySlug}`, s.changedAt);
    profiles.push({ path: `/specialist/${s.slug}`, lastmod: iso(s.changedAt) });
    for (const service of services) {
      bump(directory, `/services/${service}`, s.changedAt);
      bump(directory, `/specialists/${s.citySlug}/${service}`, s.changedAt);
      profiles.push({ path: `/specialist/${s.slug}/${service}`, lastmod: iso(s.changedAt) });
    }
  }
  const newestArticle = Math.max(0, ...articles.map((a) => a.updatedAt));
  const dated = (path: string, at: number): Entry => ({ path, lastmod: at > 0 ? iso(at) : null });
  return {
    urls: [
      dated('/', Math.max(newest, newestArticle)),
      ...['/search', '/locations', '/featured', '/services'].map((path) => dated(path, newest)),
      dated('/content', newestArticle),
      ...STATIC_PATHS.map((path) => ({ path, lastmod: null })),
      ...SERVICE_SLUGS.map((slug) =>
        dated(`/services/${slug}`, directory.get(`/services/${slug}`) ?? 0),
      ),
      ...[...directory]
        .filter(([path]) => path.startsWith('/specialists/'))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([path, at]) => dated(path, at)),
      ...profiles,
      ...articles.map((a) => dated(`/content/${a.slug}`, a.updatedAt)),
    ],
  };
}
