import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrateSite } from '../../app/hydrate.tsx';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
const realFetch = globalThis.fetch;

beforeAll(() => {
  t = createSiteTestApp();
  // The browser's requests (loaders on navigation, the one-box form) reach the same real API.
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

/** Loads the server's HTML for `path` into the jsdom document, as a browser would. */
async function loadServerPage(path: string) {
  const html = await (await t.get(path)).text();
  window.history.replaceState(null, '', path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

/** React (development builds) reports the server and browser renderers sharing one process once. */
const SAME_PROCESS_NOTICE = 'Detected multiple renderers concurrently rendering the same context';

async function hydrateWithoutErrors() {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(SAME_PROCESS_NOTICE)) errors.push(args);
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const { root, router } = await act(() => hydrateSite(document));
  unmount = () => root.unmount();
  return { errors, router };
}

const longReviewSpecialist = () =>
  t.db.$client
    .prepare(
      `select sp.slug as slug from specialists sp join reviews r on r.specialist_id = sp.id
       where sp.status = 'active' and r.status = 'published' and length(r.text) > 120
       order by r.created_at desc limit 1`,
    )
    .get() as { slug: string };

describe('directory pages in the browser', () => {
  it.each([
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/locations',
    '/featured',
    '/services/hardwood',
    '/services',
    '/sitemap',
  ])('hydrates %s with no mismatch or error', async (path) => {
    await loadServerPage(path);
    const { errors } = await hydrateWithoutErrors();
    expect(errors).toEqual([]);
    expect(document.querySelector('main h1')?.textContent).toBeTruthy();
  });

  it('hydrates a profile and opens and closes a long review with View more / Show less', async () => {
    const { slug } = longReviewSpecialist();
    await loadServerPage(`/specialist/${slug}`);
    const { errors } = await hydrateWithoutErrors();
    expect(errors).toEqual([]);
    const more = screen.getAllByRole('button', { name: 'View more' })[0] as HTMLElement;
    const text = more.previousElementSibling as HTMLElement;
    const short = text.textContent ?? '';
    fireEvent.click(more);
    expect(more.textContent).toBe('Show less');
    expect((text.textContent ?? '').length).toBeGreaterThan(short.length);
    fireEvent.click(more);
    expect(text.textContent).toBe(short);
  });

  it('navigates on the client from a city to a profile to its reviews page, updating the head', async () => {
    await loadServerPage('/specialists/leeds');
    const { errors, router } = await hydrateWithoutErrors();
    const firstCard = document.querySelector('.specialist-card__name a') as HTMLAnchorElement;
    const name = firstCard.textContent ?? '';
    fireEvent.click(firstCard);
    await waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe(name), {
      timeout: 5000,
    });
    expect(document.title).toBe(`${name}, flooring specialist in Leeds | Flo`);
    expect(document.querySelector('.profile__chat')).not.toBeNull();
    // The first Leeds specialist of the demo directory has more than ten reviews.
    const older = document.querySelector('a[rel="next"]') as HTMLAnchorElement;
    expect(older.textContent).toBe('Older reviews');
    fireEvent.click(older);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'), { timeout: 5000 });
    await waitFor(() =>
      expect(document.querySelector('.review-pagination__position')?.textContent).toMatch(
        /^Page 2 of \d+$/,
      ),
    );
    expect(errors).toEqual([]);
  });

  it('sends the one-box form on /featured to the API and thanks the visitor', async () => {
    await loadServerPage('/featured');
    await hydrateWithoutErrors();
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Looking for someone to fit oak flooring in a hallway' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Thanks for your message!')).toBeTruthy());
    const stored = t.db.$client
      .prepare("select customer_message as message from enquiries where kind = 'simple'")
      .all();
    expect(stored).toEqual([{ message: 'Looking for someone to fit oak flooring in a hallway' }]);
  });
});
