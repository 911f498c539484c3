import { reviews, specialists } from '@flo/api/schema';
import { createReviewInvite } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import { jsonLdOf } from '../../testing/server-html.ts';
import { type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let specialist: { id: number; name: string; slug: string };
const VALID = 'valid-review-link-token-0001';
const USED = 'used-review-link-token-00002';

pageTest.beforeAll(async ({ site }) => {
  const row = site.db
    .select({ id: specialists.id, name: specialists.name, slug: specialists.slug })
    .from(specialists)
    .where(eq(specialists.slug, 'oakbridge-flooring-manchester'))
    .get();
  if (!row) throw new Error('demo specialist missing');
  specialist = row;
  const now = new Date();
  const customer = (name: string) => ({ name, email: `${name.split(' ')[0]}@example.com` });
  createReviewInvite(site.db, row.id, customer('Hannah Clarke'), now, { rawToken: VALID });
  createReviewInvite(site.db, row.id, customer('Tom Whitfield'), now, { rawToken: USED });
  const res = await site.app.request('/api/reviews', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client-ip': '198.51.100.1' },
    body: JSON.stringify({
      specialistId: row.id,
      token: USED,
      customerName: 'Tom Whitfield',
      rating: 4,
      reviewText: 'Tidy job on the hallway, finished a day early.',
    }),
  });
  if (res.status !== 201) throw new Error(`could not use the invite: ${res.status}`);
});

const TEXT = 'Lovely engineered oak in our lounge, fitted neatly around the bay window.';

async function submitReview(name: string | null, stars: string) {
  if (name !== null)
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('radio', { name: stars }));
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: TEXT } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' })));
}

const storedReview = (site: SiteTestApp, name: string) =>
  site.db
    .select()
    .from(reviews)
    .all()
    .find((row) => row.customerName === name && row.text === TEXT);

describe('/review/{specialistId}/{token?}', () => {
  pageTest(
    'shows the specialist and the rating as a labelled radio group, out of search results',
    async ({ site }) => {
      const res = await site.get(`/review/${specialist.id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>Review ${specialist.name}</h1>`);
      expect(html).toContain('<legend class="field__label">Your rating</legend>');
      expect(html.match(/type="radio" required="" name="rating"/g)).toHaveLength(5);
      expect(html).toContain('name="robots" content="noindex');
      expect(html).toContain(
        `<link rel="canonical" href="${TEST_PUBLIC_URL}/review/${specialist.id}"`,
      );
    },
  );

  pageTest(
    'keeps the link token out of the canonical, Open Graph URL and breadcrumbs',
    async ({ site }) => {
      const html = await (await site.get(`/review/${specialist.id}/${VALID}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        `<link rel="canonical" href="${TEST_PUBLIC_URL}/review/${specialist.id}"`,
      );
      expect(head).toContain(`content="${TEST_PUBLIC_URL}/review/${specialist.id}"`);
      expect(jsonLdOf(html, 'BreadcrumbList')).toBeTruthy();
      expect(head).not.toContain(VALID);
    },
  );

  pageTest(
    'publishes a verified review straight away with a valid link',
    async ({ site, openPage }) => {
      const page = await openPage(`/review/${specialist.id}/${VALID}`);
      expect(screen.getByText(/Thank you for using your review link, Hannah Clarke/)).toBeTruthy();
      expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Hannah Clarke');
      await submitReview(null, '5 stars: excellent');
      await waitFor(() => expect(screen.getByText('Your review is published')).toBeTruthy());
      expect(storedReview(site, 'Hannah Clarke')).toMatchObject({
        rating: 5,
        status: 'published',
        verified: true,
      });
      expect(page.errors).toEqual([]);
    },
  );

  pageTest(
    'says a used link cannot verify and still takes a review for moderation',
    async ({ site, openPage }) => {
      await openPage(`/review/${specialist.id}/${USED}`);
      expect(screen.getByText(/has already been used/)).toBeTruthy();
      await submitReview('Tom W', '3 stars: average');
      await waitFor(() =>
        expect(screen.getByText('Your review is awaiting moderation')).toBeTruthy(),
      );
      expect(storedReview(site, 'Tom W')).toMatchObject({
        rating: 3,
        status: 'pending',
        verified: false,
      });
    },
  );

  pageTest(
    'says an unknown link is not valid without revealing anything else',
    async ({ site }) => {
      const html = await (
        await site.get(`/review/${specialist.id}/not-a-real-token-at-all`)
      ).text();
      expect(html).toContain('This review link is not valid.');
      expect(html).toContain('You can still leave a review below');
      expect(html).not.toContain('Hannah');
    },
  );

  pageTest(
    'shows the API errors beside the fields: missing rating and short text',
    async ({ site, openPage }) => {
      await openPage(`/review/${specialist.id}`);
      fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sam' } });
      fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Great.' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' })));
      await waitFor(() => expect(screen.getByText('At least 20 characters')).toBeTruthy());
      expect(document.getElementById('review-rating-error')?.textContent).toBe('Required');
      expect(storedReview(site, 'Sam')).toBeUndefined();
    },
  );

  pageTest('answers 404 for an unknown or malformed specialist id', async ({ site }) => {
    expect((await site.get('/review/99999999')).status).toBe(404);
    expect((await site.get('/review/oakbridge')).status).toBe(404);
    expect(site.errors).toEqual([]);
  });
});
