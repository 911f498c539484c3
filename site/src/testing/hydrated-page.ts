import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { hydrateSite } from '../app/hydrate.tsx';
import type { SiteTestApp } from './site-app.ts';

/** React (development builds only) reports this once when a server and a browser render share a process. */
const SAME_PROCESS_NOTICE = 'Detected multiple renderers concurrently rendering the same context';

/**
 * `waitFor` options for what follows a client navigation: the next page's module may first be
 * loaded (and, under vitest, transformed), which on a busy machine takes longer than
 * waitFor's default second.
 */
export const NAVIGATION = { timeout: 15_000 };

export interface HydratedPage {
  router: Awaited<ReturnType<typeof hydrateSite>>['router'];
  /** console.error calls and uncaught errors since hydration (mismatches, failed renders). */
  errors: unknown[][];
  /** Requests the browser made to the API, as 'METHOD /path'. */
  requests: string[];
  /** Unmounts the page and puts back what hydrating it replaced; a second call does nothing. */
  close(): void;
}

/**
 * Sends the browser's `fetch` to the real API in-process, recording each request as
 * 'METHOD /path'; returns the function that puts the real `fetch` back.
 *
 * @example
 * const restoreFetch = fetchThroughApi(t.app);
 * afterAll(restoreFetch);
 */
export function fetchThroughApi(
  app: Pick<SiteTestApp['app'], 'request'>,
  requests: string[] = [],
): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return Promise.resolve(app.request(`${url.pathname}${url.search}`, init));
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

/**
 * Loads the server's HTML for `path` into the jsdom document, as a browser would, and returns
 * what the server rendered inside `#root`.
 *
 * @example
 * const serverMarkup = await loadServerPage(t, '/search');
 */
export async function loadServerPage(t: SiteTestApp, path: string): Promise<string> {
  const html = await (await t.get(path)).text();
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return document.getElementById('root')?.innerHTML ?? '';
}

/**
 * Hydrates the page `loadServerPage` put in the document, with the browser's requests reaching
 * the same API in-process and every console error or uncaught error recorded.
 *
 * @example
 * await loadServerPage(t, '/search');
 * const page = await hydrateLoadedPage(t);
 */
export async function hydrateLoadedPage(t: SiteTestApp): Promise<HydratedPage> {
  const requests: string[] = [];
  const restoreFetch = fetchThroughApi(t.app, requests);
  const errors: unknown[][] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(SAME_PROCESS_NOTICE)) errors.push(args);
  });
  const onWindowError = (event: ErrorEvent) => errors.push([event.error]);
  window.addEventListener('error', onWindowError);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const { root, router } = await act(() => hydrateSite(document));
  // Flo's placements import the widget right after hydration. Waiting for that import here
  // keeps a slow first load (vitest transforms it on demand) from outliving the test file,
  // which vitest reports as an import after the environment was torn down.
  await import('@flo/widget');
  let closed = false;
  return {
    router,
    errors,
    requests,
    close: () => {
      if (closed) return;
      closed = true;
      act(() => root.unmount());
      window.removeEventListener('error', onWindowError);
      consoleError.mockRestore();
      restoreFetch();
      document.body.innerHTML = '';
    },
  };
}

/**
 * Test helper: renders `path` on the server with the real API (`t`), loads that HTML into the
 * jsdom document as a browser would, and hydrates it; the browser's requests reach the same
 * API in-process. Forms can then be filled in and sent for real.
 *
 * @example
 * const page = await openHydratedPage(t, '/contact');
 * afterEach(() => page.close());
 */
export async function openHydratedPage(t: SiteTestApp, path: string): Promise<HydratedPage> {
  await loadServerPage(t, path);
  return hydrateLoadedPage(t);
}
