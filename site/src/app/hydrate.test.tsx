import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { pageTest } from '../testing/fixtures.ts';
import { loadServerPage, NAVIGATION } from '../testing/hydrated-page.ts';

describe('hydration', () => {
  pageTest.for(['/', '/search?location=Leeds&service=carpet', '/no-such-page'])(
    'hydrates %s with no mismatch or error',
    async (path, { site, hydratePage }) => {
      const serverMarkup = await loadServerPage(site, path);
      const { errors } = await hydratePage();
      expect(errors).toEqual([]);
      const main = document.querySelector('main')?.innerHTML;
      expect(main).toBeTruthy();
      expect(serverMarkup).toContain(main?.slice(0, 200));
    },
  );

  pageTest(
    'would notice a mismatch: markup that differs from the first browser render',
    async ({ site, hydratePage }) => {
      await loadServerPage(site, '/search');
      const legal = document.querySelector('.site-footer__legal p');
      if (legal) legal.textContent = 'Different text from the server';
      const { errors } = await hydratePage();
      expect(errors.length).toBeGreaterThan(0);
    },
  );

  pageTest(
    'submits the search form as a clean, shareable URL and shows its results',
    async ({ site, hydratePage }) => {
      await loadServerPage(site, '/search?sort=rating&page=3');
      const { errors, router } = await hydratePage();
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
    },
  );

  pageTest(
    'navigates on the client: loads the next page through the API and updates the head',
    async ({ site, hydratePage }) => {
      await loadServerPage(site, '/');
      const { errors, router } = await hydratePage();
      await act(() => router.navigate('/search?location=Leeds'));
      await waitFor(
        () =>
          expect(document.querySelector('h1')?.textContent).toBe('Flooring specialists near Leeds'),
        NAVIGATION,
      );
      // The head follows the page in a later commit than its heading, so wait for it too.
      await waitFor(
        () => expect(document.title).toBe('Flooring specialists near Leeds | Flo'),
        NAVIGATION,
      );
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://flo.example/search',
      );
      expect(document.querySelector('.search-page__count')?.textContent).toMatch(
        /\d+ specialists found/,
      );
      expect(errors).toEqual([]);
    },
  );
});
