import type { PageMeta } from '../meta/types.ts';

/**
 * Meta of an admin console page: never indexed, the trail Admin → the page.
 *
 * @example
 * meta: () => adminPageMeta('Reviews', '/admin/reviews', 'Moderate customer reviews.')
 */
export function adminPageMeta(title: string, path: string, description: string): PageMeta {
  return {
    title: `${title} · Flo admin`,
    description,
    canonicalPath: path,
    breadcrumbs: [
      { name: 'Admin', path: '/admin' },
      ...(path === '/admin' ? [] : [{ name: title, path }]),
    ],
    noindex: true,
  };
}
