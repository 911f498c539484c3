import type { ArticleSummary, Locations, Sitemap } from '@flo/contract';
import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';

export interface SitemapLink {
  path: string;
  name: string;
}

export interface SitemapCity extends SitemapLink {
  /** The city's service pages that exist. */
  services: SitemapLink[];
  specialistCount: number;
}

export interface GroupedSitemap {
  pages: SitemapLink[];
  services: SitemapLink[];
  regions: Array<{ region: string; cities: SitemapCity[] }>;
  guides: SitemapLink[];
  /** Active specialists (every city's count); their profiles are listed on their city pages. */
  profileCount: number;
}

/** Names of the pages that are not generated from data. */
const PAGE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/search': 'Find a specialist',
  '/locations': 'Locations',
  '/featured': 'Featured specialists',
  '/about': 'About us',
  '/how-it-works': 'How it works',
  '/contact': 'Contact us',
  '/post-a-job': 'Post a job',
  '/pricing': 'Pricing',
  '/claim-business': 'Claim your business',
  '/sitemap': 'Sitemap',
  '/privacy': 'Privacy policy',
  '/review-policy': 'Review policy',
};

/** '/how-it-works' → 'How it works', for a page the list above does not name yet. */
function nameFromPath(path: string): string {
  const words = path.replace(/^\//, '').split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const serviceName = (slug: string) =>
  SERVICE_NAMES[slug as ServiceSlug] ?? nameFromPath(`/${slug}`);

/**
 * The human sitemap, from the 'pages' and 'cities' sub-sitemaps: the site's own pages, the
 * service guides, every city grouped by region with its service pages, and the guides.
 * Specialist profiles (tens of thousands) are counted, not listed: each city page lists its
 * specialists, which keeps this page readable.
 *
 * @example
 * groupSitemap([...pages.urls, ...cities.urls], locations, articles).regions[0].cities[0].services
 */
export function groupSitemap(
  urls: Sitemap['urls'],
  locations: Locations,
  articles: ArticleSummary[],
): GroupedSitemap {
  const paths = new Set(urls.map((url) => url.path));
  const pages: SitemapLink[] = [];
  const services: SitemapLink[] = [];
  const guides: SitemapLink[] = [];
  const titles = new Map(articles.map((article) => [article.slug, article.title]));
  for (const { path } of urls) {
    const [first, second] = path.split('/').slice(1);
    if (first === 'services' && second) services.push({ path, name: serviceName(second) });
    else if (first === 'content' && second) {
      guides.push({ path, name: titles.get(second) ?? nameFromPath(`/${second}`) });
    } else if (first !== 'specialist' && first !== 'specialists') {
      pages.push({ path, name: PAGE_NAMES[path] ?? nameFromPath(path) });
    }
  }
  const regions = locations.regions
    .map(({ region, cities }) => ({
      region,
      cities: cities
        .filter((city) => paths.has(`/specialists/${city.slug}`))
        .map((city) => ({
          path: `/specialists/${city.slug}`,
          name: city.name,
          specialistCount: city.specialistCount,
          services: SERVICE_SLUGS.filter((slug) =>
            paths.has(`/specialists/${city.slug}/${slug}`),
          ).map((slug) => ({
            path: `/specialists/${city.slug}/${slug}`,
            name: serviceName(slug),
          })),
        })),
    }))
    .filter((region) => region.cities.length > 0);
  const profileCount = locations.regions
    .flatMap((region) => region.cities)
    .reduce((total, city) => total + city.specialistCount, 0);
  return { pages, services, regions, guides, profileCount };
}
