import { reviews, specialists } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { ReviewQueue } from './ReviewQueue.tsx';

const reviewRow = (site: SiteTestApp, id: number) =>
  site.db.select().from(reviews).where(eq(reviews.id, id)).get();
const idOf = (card: HTMLElement) => Number(card.dataset.reviewId);

describe('/admin/reviews', () => {
  adminConsoleTest(
    'rejects a published review with a reason, and the public profile drops it',
    async ({ site, admin }) => {
      const first = (await (
        await site.app.request('/api/admin/reviews?status=published&pageSize=1', {
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).json()) as { items: { id: number }[] };
      const words = 'Tiles set crooked around the bath, by a reviewer to reject';
      site.db
        .update(reviews)
        .set({ text: words })
        .where(eq(reviews.id, first.items[0]?.id ?? 0))
        .run();
      admin.render(<ReviewQueue />, '/admin/reviews?status=published');
      const [card] = await waitFor(() => screen.getAllByRole('article'), NAVIGATION);
      if (!card) throw new Error('the demo has published reviews');
      expect(within(card).getByText(words)).toBeTruthy();
      const profile = within(card).getAllByRole('link')[0]?.getAttribute('href') ?? '';
      const count = async () =>
        Number(/Reviews \((\d+)\)/.exec(await (await site.get(profile)).text())?.[1]);
      const before = await count();
      fireEvent.change(within(card).getByLabelText(/Reason for rejecting/), {
        target: { value: 'Written by a competitor' },
      });
      await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Reject' })));
      await waitFor(() => expect(reviewRow(site, idOf(card))?.status).toBe('rejected'), NAVIGATION);
      expect(reviewRow(site, idOf(card))?.rejectionReason).toBe('Written by a competitor');
      // The profile's heading and rating figures count published reviews only.
      expect(await count()).toBe(before - 1);
    },
  );

  adminConsoleTest(
    'shows pending reviews first with their verified badge, and publishes one',
    async ({ site, admin }) => {
      admin.render(<ReviewQueue />, '/admin/reviews');
      const [card] = await waitFor(() => screen.getAllByRole('article'), NAVIGATION);
      if (!card) throw new Error('the demo has pending reviews');
      expect(screen.getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe(
        'page',
      );
      const id = idOf(card);
      expect(reviewRow(site, id)?.status).toBe('pending');
      expect(within(card).queryByText('Verified') !== null).toBe(reviewRow(site, id)?.verified);
      await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Publish' })));
      await waitFor(() => expect(reviewRow(site, id)?.status).toBe('published'), NAVIGATION);
      await waitFor(() => expect(screen.queryAllByRole('article').map(idOf)).not.toContain(id));
    },
  );

  adminConsoleTest('refuses an empty reason and changes nothing', async ({ site, admin }) => {
    admin.render(<ReviewQueue />, '/admin/reviews');
    const [card] = await waitFor(() => screen.getAllByRole('article'), NAVIGATION);
    if (!card) throw new Error('the demo has pending reviews');
    const form = within(card).getByRole('button', { name: 'Reject' }).closest('form');
    await act(async () => fireEvent.submit(form as HTMLFormElement));
    await waitFor(() => expect(within(card).getByRole('alert')).toBeTruthy());
    expect(reviewRow(site, idOf(card))?.status).toBe('pending');
  });

  adminConsoleTest(
    'filters by listing from the URL, shows totals, and publishes the ticked reviews at once',
    async ({ site, admin }) => {
      const listing = site.db.select().from(specialists).limit(1).get();
      if (!listing) throw new Error('the demo has listings');
      const ids = Array.from(
        { length: 3 },
        (_, i) =>
          site.db
            .insert(reviews)
            .values({
              specialistId: listing.id,
              customerName: `Bulk ${i}`,
              rating: 2,
              text: 'Bulk fixture',
            })
            .returning({ id: reviews.id })
            .get().id,
      );
      admin.render(<ReviewQueue />, `/admin/reviews?specialist=${listing.slug}&q=Bulk+fixture`);
      await waitFor(
        () => expect(screen.getByText('Showing 1–3 of 3 reviews')).toBeTruthy(),
        NAVIGATION,
      );
      expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Bulk fixture');
      document.documentElement.lang = 'en-GB';
      document.title = 'Reviews';
      expect(await axeViolationsOfDocument()).toEqual([]);
      fireEvent.click(screen.getByLabelText('Select all 3 on this page'));
      fireEvent.click(screen.getByLabelText('Select the review by Bulk 1'));
      expect(screen.getByRole('heading', { name: 'Selected: 2 reviews' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Publish selected' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Publish 2 reviews' })),
      );
      await waitFor(() => expect(screen.getByText('2 reviews published.')).toBeTruthy());
      expect(ids.map((id) => reviewRow(site, id)?.status)).toEqual([
        'published',
        'pending',
        'published',
      ]);
    },
  );

  adminConsoleTest(
    'asks for one reason before rejecting the ticked reviews',
    async ({ site, admin }) => {
      admin.render(<ReviewQueue />, '/admin/reviews');
      const [card] = await waitFor(() => screen.getAllByRole('article'), NAVIGATION);
      if (!card) throw new Error('the demo has pending reviews');
      fireEvent.click(within(card).getByRole('checkbox'));
      const reject = screen.getByRole('button', { name: 'Reject selected' }) as HTMLButtonElement;
      expect(reject.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('Reason for rejecting the selected reviews'), {
        target: { value: 'Not a customer' },
      });
      fireEvent.click(reject);
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Reject 1 review' })),
      );
      await waitFor(() => expect(reviewRow(site, idOf(card))?.status).toBe('rejected'), NAVIGATION);
      expect(reviewRow(site, idOf(card))?.rejectionReason).toBe('Not a customer');
    },
  );
});
