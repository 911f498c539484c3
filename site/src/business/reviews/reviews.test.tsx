import { reviews, specialists } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { demoBusiness } from '../../testing/business-session.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

let reviewId: number;
businessAreaTest.beforeAll(({ site, business }) => {
  reviewId = site.db
    .insert(reviews)
    .values({
      specialistId: business.specialistId,
      customerName: 'Newest Nadia',
      rating: 5,
      text: 'Beautiful herringbone floor, laid in two days.',
      status: 'published',
      createdAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: reviews.id })
    .get().id;
});

const setTier = (site: SiteTestApp, tier: 'free' | 'featured') =>
  site.db
    .update(specialists)
    .set({ tier })
    .where(eq(specialists.id, demoBusiness(site).specialistId))
    .run();

describe('/dashboard/reviews', () => {
  businessAreaTest(
    'sets a public reply that the public profile shows',
    async ({ site, business, logIn, openPage }) => {
      logIn();
      await openPage('/dashboard/reviews');
      const card = await waitFor(
        () => screen.getByRole('article', { name: 'Review by Newest Nadia' }),
        NAVIGATION,
      );
      fireEvent.change(within(card).getByLabelText('Your public reply'), {
        target: { value: 'Thank you, Nadia!' },
      });
      await act(async () =>
        fireEvent.click(within(card).getByRole('button', { name: 'Save reply' })),
      );
      await waitFor(() => expect(within(card).getByText('Your reply is saved.')).toBeTruthy());
      expect(
        site.db.select().from(reviews).where(eq(reviews.id, reviewId)).get()?.businessReply,
      ).toBe('Thank you, Nadia!');
      const html = await (await site.get(`/specialist/${business.slug}`)).text();
      expect(html).toContain('Thank you, Nadia!');
    },
  );

  businessAreaTest(
    'tells a free listing which plans include replies, with no reply form',
    async ({ site, logIn, openPage }) => {
      setTier(site, 'free');
      try {
        logIn();
        await openPage('/dashboard/reviews');
        await waitFor(
          () => expect(screen.getByText(/come with the Standard and Featured plans/)).toBeTruthy(),
          NAVIGATION,
        );
        expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
          '/pricing',
        );
        expect(screen.queryByRole('button', { name: 'Save reply' })).toBeNull();
      } finally {
        setTier(site, 'featured');
      }
    },
  );
});
