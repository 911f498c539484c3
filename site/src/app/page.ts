import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type Params } from 'react-router';
import type { PageMeta } from '../meta/types.ts';

export interface PageLoaderArgs {
  params: Params;
  /** The requested URL (path, search parameters). */
  url: URL;
  request: Request;
  /** Prefetch with `queryClient.ensureQueryData(apiQuery<T>(…))`; the page reads the same query. */
  queryClient: QueryClient;
}

export interface PageMetaArgs<T> {
  /** What the loader returned. */
  data: T;
  params: Params;
  url: URL;
  /** Makes a site path absolute with the public URL, for JSON-LD (`absoluteUrl('/search')`). */
  absoluteUrl: (path: string) => string;
}

/** A page module's default export: see site/README.md 'Adding a page'. */
export interface PageDefinition<T = undefined> {
  Component: ComponentType;
  /** Fetches what the page needs before it renders (on the server, and before client navigation). */
  loader?: (args: PageLoaderArgs) => Promise<T> | T;
  /** Title, description, canonical, breadcrumbs and JSON-LD of the page. */
  meta: (args: PageMetaArgs<T>) => PageMeta;
}

/**
 * Declares a page; the route table imports it lazily. Keeps `loader` and `meta` typed together.
 *
 * @example
 * export default definePage({
 *   loader: ({ params, queryClient }) => queryClient.ensureQueryData(apiQuery<Specialist>('/api/specialists/unified', params.slug ?? '')),
 *   meta: ({ data }) => ({ title: data.name, description: …, canonicalPath: `/specialist/${data.slug}`, breadcrumbs: […] }),
 *   Component: SpecialistPage,
 * });
 */
export function definePage<T = undefined>(page: PageDefinition<T>): PageDefinition<T> {
  return page;
}

/**
 * Throw from a loader when the thing the URL names does not exist: the visitor gets the
 * not-found screen with status 404. A 404 from the API inside a loader does the same.
 *
 * @example
 * if (!city) throw notFound();
 */
export function notFound(): never {
  throw data('Not found', { status: 404 });
}
