import type { PageMeta } from '../meta/types.ts';

/** Meta of a business-area page: kept out of search results, the trail Home → the page. */
export function businessPageMeta(title: string, path: string, description: string): PageMeta {
  return {
    title,
    description,
    canonicalPath: path,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: title, path },
    ],
    noindex: true,
  };
}
