import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from '../testing/site-app.ts';
import { hydrateSite } from './hydrate.tsx';

let t: SiteTestApp;
const realFetch = globalThis.fetch;

beforeAll(() => {
  t = createSiteTestApp();
  // The browser's requests (loaders on navigation, Flo's settings) reach the same real API.
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return Promise.resolve(t.app.request(`${url.pathname}${url.search}`, init));
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  t.close();
});

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.restoreAllMocks();
});

/**
 * Client navigation may first load (and, under vitest, transform) the next page's module; on a
 * busy machine that takes longer than waitFor's default second.
 */
const NAVIGATION = { timeout: 15_000 };

/** Loads the server's HTML for `path` into the jsdom document, as a browser would. */
async function loadServerPage(path: string): Promise<string> {
  const html = await (await t.get(path)).text();
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return document.getElementById('root')?.innerHTML ?? '';
}

/**
 * The server render above ran in this same process with the same context objects, which React
 * (in development builds only) reports once per provider. A browser never has both renderers,
 * so that one notice is left out; every other console error counts.
 */
const SAME_PROCESS_NOTICE = 'Detected multiple renderers concurrently rendering the same context';

async function hydrateWithoutErrors() {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(SAME_PROCESS_NOTICE)) errors.push(args);
  });
  const onWindowError = (event: ErrorEvent) => errors.push([event.error]);
  window.addEventListener('error', onWindowError);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const { root, router } = await act(() => hydrateSite(document));
  unmount = () => {
    root.unmount();
    window.removeEventListener('error', onWindowError);
  };
  return { errors, router };
}

describe('hydration', () => {
  it.each(['/', '/search?location=Leeds&service=carpet', '/no-such-page'])(
    'hydrates %s with no mismatch or error',
    async (path) => {
      const serverMarkup = await loadServerPage(path);
      const { errors } = await hydrateWithoutErrors();
      expect(errors).toEqual([]);
      const main = document.querySelector('main')?.innerHTML;
      expect(main).toBeTruthy();
      expect(serverMarkup).toContain(main?.slice(0, 200));
    },
  );

  it('would notice a mismatch: markup that differs from the first browser render', async () => {
    await loadServerPage('/search');
    const legal = document.querySelector('.site-footer__legal p');
    if (legal) legal.textContent = 'Different text from the server';
    const { errors } = await hydrateWithoutErrors();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('submits the search form as a clean, shareable URL and shows its results', async () => {
    await loadServerPage('/search?sort=rating&page=3');
    const { errors, router } = await hydrateWithoutErrors();
    const location = document.getElementById('search-location') as HTMLInputElement;
    const service = document.getElementById('search-service') as HTMLSelectElement;
    fireEvent.change(location, { target: { value: 'Leeds' } });
    fireEvent.change(service, { target: { value: 'carpet' } });
    fireEvent.submit(location.form as HTMLFormElement);
    await waitFor(
      () =>
        expect(document.querySelector('h1')?.textContent).toBe(
          'Carpet Installation specialists near Leeds',
        ),
      NAVIGATION,
    );
    expect(router.state.location.search).toBe('?location=Leeds&service=carpet&sort=rating');
    expect(errors).toEqual([]);
  });

  it('navigates on the client: loads the next page through the API and updates the head', async () => {
    await loadServerPage('/');
    const { errors, router } = await hydrateWithoutErrors();
    await act(() => router.navigate('/search?location=Leeds'));
    await waitFor(
      () =>
        expect(document.querySelector('h1')?.textContent).toBe('Flooring specialists near Leeds'),
      NAVIGATION,
    );
    expect(document.title).toBe('Flooring specialists near Leeds | Flo');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://flo.example/search',
    );
    expect(document.querySelector('.search-page__count')?.textContent).toMatch(
      /\d+ specialists found/,
    );
    expect(errors).toEqual([]);
  });
});
