import { type JsonLd, type PageMeta, SITE_NAME } from './types.ts';

/** One element of the page-specific part of `<head>`. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'json-ld'; json: JsonLd };

/** Public URL without a trailing slash joined with a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The document title of a page: its own title, then the site name. */
export function documentTitle(meta: PageMeta): string {
  return meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`;
}

function breadcrumbList(meta: PageMeta, publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: meta.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/**
 * The page-specific `<head>` elements of a page: description, canonical, robots, Open Graph
 * and Twitter card, and JSON-LD (always a BreadcrumbList, then the page's own objects).
 *
 * @example
 * headTags({ title: 'Find a specialist', description: '…', canonicalPath: '/search', breadcrumbs }, 'https://flo.example')
 */
export function headTags(meta: PageMeta, publicUrl: string): HeadTag[] {
  const canonical = absoluteUrl(publicUrl, meta.canonicalPath);
  const title = documentTitle(meta);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_GB' } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
  ];
  if (meta.image) {
    tags.push({
      tag: 'meta',
      attrs: { property: 'og:image', content: absoluteUrl(publicUrl, meta.image) },
    });
  }
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.breadcrumbs.length > 0) {
    tags.push({ tag: 'json-ld', json: breadcrumbList(meta, publicUrl) });
  }
  for (const json of meta.jsonLd ?? []) tags.push({ tag: 'json-ld', json });
  return tags;
}
