import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import { loadServerPage, NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

const longReviewSpecialist = (site: SiteTestApp) =>
  site.db.$client
    .prepare(
      `select sp.slug as slug from specialists sp join reviews r on r.specialist_id = sp.id
       where sp.status = 'active' and r.status = 'published' and length(r.text) > 120
       order by r.created_at desc limit 1`,
    )
    .get() as { slug: string };

describe('directory pages in the browser', () => {
  pageTest.for([
    '/specialists/leeds',
    '/specialists/leeds/carpet',
    '/locations',
    '/featured',
    '/services/hardwood',
    '/services',
    '/sitemap',
  ])('hydrates %s with no mismatch or error', async (path, { site, hydratePage }) => {
    await loadServerPage(site, path);
    const { errors } = await hydratePage();
    expect(errors).toEqual([]);
    expect(document.querySelector('main h1')?.textContent).toBeTruthy();
  });

  pageTest(
    'hydrates a profile and opens and closes a long review with View more / Show less',
    async ({ site, hydratePage }) => {
      const { slug } = longReviewSpecialist(site);
      await loadServerPage(site, `/specialist/${slug}`);
      const { errors } = await hydratePage();
      expect(errors).toEqual([]);
      const more = screen.getAllByRole('button', { name: 'View more' })[0] as HTMLElement;
      const text = more.previousElementSibling as HTMLElement;
      const short = text.textContent ?? '';
      fireEvent.click(more);
      expect(more.textContent).toBe('Show less');
      expect((text.textContent ?? '').length).toBeGreaterThan(short.length);
      fireEvent.click(more);
      expect(text.textContent).toBe(short);
    },
  );

  pageTest(
    'navigates on the client from a city to a profile to its reviews page, updating the head',
    async ({ site, hydratePage }) => {
      await loadServerPage(site, '/specialists/leeds');
      const { errors, router } = await hydratePage();
      const firstCard = document.querySelector('.specialist-card__name a') as HTMLAnchorElement;
      const name = firstCard.textContent ?? '';
      fireEvent.click(firstCard);
      await waitFor(
        () => expect(document.querySelector('main h1')?.textContent).toBe(name),
        NAVIGATION,
      );
      // The head follows the page in a later commit than its heading, so wait for it too.
      await waitFor(
        () => expect(document.title).toBe(`${name}, flooring specialist in Leeds | Flo`),
        NAVIGATION,
      );
      expect(document.querySelector('.profile__chat')).not.toBeNull();
      // The first Leeds specialist of the demo directory has more than ten reviews.
      const older = document.querySelector('a[rel="next"]') as HTMLAnchorElement;
      expect(older.textContent).toBe('Older reviews');
      fireEvent.click(older);
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'), NAVIGATION);
      await waitFor(() =>
        expect(document.querySelector('.review-pagination__position')?.textContent).toMatch(
          /^Page 2 of \d+$/,
        ),
      );
      expect(errors).toEqual([]);
    },
  );

  pageTest(
    'sends the one-box form on /featured to the API and thanks the visitor',
    async ({ site, hydratePage }) => {
      await loadServerPage(site, '/featured');
      await hydratePage();
      fireEvent.change(screen.getByLabelText('Your message'), {
        target: { value: 'Looking for someone to fit oak flooring in a hallway' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(screen.getByText('Thanks for your message!')).toBeTruthy());
      const stored = site.db.$client
        .prepare("select customer_message as message from enquiries where kind = 'simple'")
        .all();
      expect(stored).toEqual([{ message: 'Looking for someone to fit oak flooring in a hallway' }]);
    },
  );
});
