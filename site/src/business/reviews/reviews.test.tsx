import { reviews, specialists } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, logInDemoBusiness } from '../../testing/business-session.ts';
import { type HydratedPage, NAVIGATION, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
let reviewId: number;
beforeAll(() => {
  t = createSiteTestApp();
  reviewId = t.db
    .insert(reviews)
    .values({
      specialistId: demoBusiness(t).specialistId,
      customerName: 'Newest Nadia',
      rating: 5,
      text: 'Beautiful herringbone floor, laid in two days.',
      status: 'published',
      createdAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: reviews.id })
    .get().id;
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
  localStorage.clear();
});

const setTier = (tier: 'free' | 'featured') =>
  t.db
    .update(specialists)
    .set({ tier })
    .where(eq(specialists.id, demoBusiness(t).specialistId))
    .run();

describe('/dashboard/reviews', () => {
  it('sets a public reply that the public profile shows', async () => {
    logInDemoBusiness(t);
    page = await openHydratedPage(t, '/dashboard/reviews');
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
    expect(t.db.select().from(reviews).where(eq(reviews.id, reviewId)).get()?.businessReply).toBe(
      'Thank you, Nadia!',
    );
    const html = await (await t.get(`/specialist/${demoBusiness(t).slug}`)).text();
    expect(html).toContain('Thank you, Nadia!');
  });

  it('tells a free listing which plans include replies, with no reply form', async () => {
    setTier('free');
    try {
      logInDemoBusiness(t);
      page = await openHydratedPage(t, '/dashboard/reviews');
      await waitFor(
        () => expect(screen.getByText(/come with the Standard and Featured plans/)).toBeTruthy(),
        NAVIGATION,
      );
      expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
        '/pricing',
      );
      expect(screen.queryByRole('button', { name: 'Save reply' })).toBeNull();
    } finally {
      setTier('featured');
    }
  });
});
