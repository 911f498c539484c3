import { reviews } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
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
      await waitFor(() => expect(reviewRow(site, idOf(card))?.status).toBe('rejected'));
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
      await waitFor(() => expect(reviewRow(site, id)?.status).toBe('published'));
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
});
