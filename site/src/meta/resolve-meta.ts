import { isRouteErrorResponse } from 'react-router';
import type { PageMeta } from './types.ts';

const HOME_CRUMB = { name: 'Home', path: '/' };

/** Meta of the not-found screen: the requested path, kept out of search results. */
export function notFoundMeta(pathname: string): PageMeta {
  return {
    title: 'Page not found',
    description: 'The page you were looking for could not be found.',
    canonicalPath: pathname,
    breadcrumbs: [HOME_CRUMB],
    noindex: true,
  };
}

/** Meta of the generic error screen. */
export function errorMeta(pathname: string): PageMeta {
  return {
    title: 'Something went wrong',
    description: 'Something went wrong while loading this page.',
    canonicalPath: pathname,
    breadcrumbs: [HOME_CRUMB],
    noindex: true,
  };
}

/** Meta of an error a route threw: not-found for 404, the generic error otherwise. */
export function metaForError(error: unknown, pathname: string): PageMeta {
  return isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta(pathname)
    : errorMeta(pathname);
}

function isPageMeta(value: unknown): value is { meta: PageMeta } {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** The meta of the deepest matched route whose loader returned one. */
export function metaFromLoaderData(loaderData: unknown[], pathname: string): PageMeta {
  for (let index = loaderData.length - 1; index >= 0; index -= 1) {
    const entry = loaderData[index];
    if (isPageMeta(entry)) return entry.meta;
  }
  return notFoundMeta(pathname);
}
