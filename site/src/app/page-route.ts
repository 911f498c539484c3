import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiRequestError } from '../data/api-request.ts';
import { absoluteUrl } from '../meta/head-tags.ts';
import type { PageMeta } from '../meta/types.ts';
import type { PageDefinition } from './page.ts';

/** Where Flo goes on a page: the layout's floating launcher, or a slot the page places itself. */
export type FloPlacement = 'bubble' | 'page';

/** Static route data the server reads before the page module is loaded. */
export interface PageHandle {
  /** Source path of the page module, as the Vite manifest names it (links its CSS and chunks). */
  module: string;
  flo: FloPlacement;
  /**
   * The page is the same for every visitor who asks for its URL (no private link, no account),
   * so the server may keep its HTML and send it again until the data behind it changes.
   */
  shared?: boolean;
}

/** Loader data of every page route: only the meta; the page's own data lives in the query cache. */
export interface PageLoaderData {
  meta: PageMeta;
}

type PageImporter = () => Promise<{ default: PageDefinition<unknown> }>;

const publicPageModules = import.meta.glob<{ default: PageDefinition<unknown> }>(
  '../pages/*/page.tsx',
);

/** A page module's importer; the signed-in areas' are looked up in their own chunk. */
function pageImporter(area: PageRouteOptions['area'], key: string): PageImporter {
  if (area === undefined || area === 'pages') {
    const importer = publicPageModules[key];
    if (!importer) throw new Error(`No page module at ${key}`);
    return importer;
  }
  return async () => {
    const { signedInPageModules } = await import('./signed-in-page-modules.ts');
    const importer = signedInPageModules[key];
    if (!importer) throw new Error(`No page module at ${key}`);
    return importer();
  };
}

/** What every page route gets from the route table. */
export interface PageRouteDeps {
  queryClient: QueryClient;
  /** Absolute origin for JSON-LD URLs ('https://flo.example'). */
  publicUrl: string;
}

async function runPageLoader(
  page: PageDefinition<unknown>,
  args: LoaderFunctionArgs,
  { queryClient, publicUrl }: PageRouteDeps,
): Promise<PageLoaderData> {
  const url = new URL(args.request.url);
  try {
    const loaded = await page.loader?.({
      params: args.params,
      url,
      request: args.request,
      queryClient,
    });
    return {
      meta: page.meta({
        data: loaded,
        params: args.params,
        url,
        absoluteUrl: (path) => absoluteUrl(publicUrl, path),
      }),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw data('Not found', { status: 404 });
    }
    throw error;
  }
}

export interface PageRouteOptions {
  /** Folder under src/pages (or src/business) holding `page.tsx`. */
  page: string;
  /** 'business' or 'admin' for the pages of those areas (src/business, src/admin); 'pages' by default. */
  area?: 'pages' | 'business' | 'admin';
  /** Route id; defaults to `page`. Needed when one page serves two paths (/privacy, /privacy-policy). */
  id?: string;
  path?: string;
  index?: true;
  flo?: FloPlacement;
  /** Same for every visitor asking for its URL: the server may keep its HTML (PageHandle). */
  shared?: true;
}

/**
 * A route whose module (`src/{area}/{page}/page.tsx`) loads lazily, so each page is its own
 * chunk; its loader prefetches into `queryClient` and returns the page's meta.
 *
 * @example
 * pageRoute(deps, { page: 'search', path: 'search' })
 */
export function pageRoute(deps: PageRouteDeps, options: PageRouteOptions): RouteObject {
  const module = `src/${options.area ?? 'pages'}/${options.page}/page.tsx`;
  const importer = pageImporter(options.area, `../${module.slice('src/'.length)}`);
  const handle: PageHandle = {
    module,
    flo: options.flo ?? 'bubble',
    shared: options.shared === true,
  };
  const lazy = async () => {
    const { default: page } = await importer();
    return {
      Component: page.Component,
      loader: (args: LoaderFunctionArgs) => runPageLoader(page, args, deps),
    };
  };
  const shape = options.index ? { index: true as const } : { path: options.path };
  return { id: options.id ?? options.page, ...shape, handle, lazy };
}
