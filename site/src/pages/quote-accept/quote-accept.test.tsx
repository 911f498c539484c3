import { enquiries, mailOutbox, quotes, specialists } from '@flo/api/schema';
import { createQuote } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';

const DAY_MS = 86_400_000;
const links: Record<'pending' | 'other' | 'expired' | 'declined', string> = {
  pending: '',
  other: '',
  expired: '',
  declined: '',
};

pageTest.beforeAll(({ site }) => {
  const specialist = site.db
    .select({ id: specialists.id })
    .from(specialists)
    .where(eq(specialists.slug, 'oakbridge-flooring-manchester'))
    .get();
  const enquiry = site.db.select({ id: enquiries.id }).from(enquiries).get();
  if (!specialist || !enquiry) throw new Error('demo data missing');
  const now = new Date();
  for (const [name, validDays] of [
    ['pending', 30],
    ['other', 30],
    ['expired', -1],
    ['declined', 30],
  ] as const) {
    const token = `${name}-quote-link-token-0000`;
    const { id } = createQuote(
      site.db,
      {
        enquiryId: enquiry.id,
        specialistId: specialist.id,
        description: 'Oak-effect LVT in the kitchen, 14 m², with a new ply subfloor',
        items: [
          { description: 'LVT planks, 14 m² plus waste', amountPence: 84_000 },
          { description: 'Ply subfloor and fitting', amountPence: 52_050 },
        ],
        validUntil: new Date(now.getTime() + validDays * DAY_MS),
      },
      new Date(now.getTime() - 2 * DAY_MS),
      { rawToken: token },
    );
    if (name === 'declined') {
      site.db.update(quotes).set({ status: 'declined' }).where(eq(quotes.publicId, id)).run();
    }
    links[name] = `/quote/accept/${id}/${token}`;
  }
});

describe('/quote/accept/{quoteId}/{token}', () => {
  pageTest(
    'shows the specialist, the items, the total in pounds and the date it is valid until',
    async ({ site }) => {
      const res = await site.get(links.pending);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Your quote from Oakbridge Flooring Ltd</h1>');
      expect(html).toContain('<td>LVT planks, 14 m² plus waste</td><td>£840.00</td>');
      expect(html).toContain('£1,360.50');
      expect(html).toMatch(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}\./);
      expect(html).toContain('name="robots" content="noindex');
      expect(html).toContain('Accept quote for £1,360.50');
      // Only the page's script can accept: the server's button waits for hydration.
      expect(html).toMatch(/<button type="button"[^>]* disabled=""[^>]*>Accept quote for/);
    },
  );

  pageTest(
    'accepts the quote once, mails the specialist and then shows it as accepted',
    async ({ site, openPage }) => {
      await openPage(links.pending);
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Accept quote for £1,360.50' })),
      );
      await waitFor(() => expect(screen.getByText('Quote accepted')).toBeTruthy());
      expect(screen.getByText(/Oakbridge Flooring Ltd has been told/)).toBeTruthy();
      const quoteId = links.pending.split('/')[3] ?? '';
      expect(site.db.select().from(quotes).where(eq(quotes.publicId, quoteId)).get()?.status).toBe(
        'accepted',
      );
      expect(
        site.db
          .select()
          .from(mailOutbox)
          .all()
          .filter((m) => m.kind === 'quote_accepted'),
      ).toHaveLength(1);

      const again = await (await site.get(links.pending)).text();
      expect(again).toContain('This quote has already been accepted');
      expect(again).not.toContain('Accept quote for');
    },
  );

  pageTest(
    'shows the quote as it is now when it was accepted in another tab',
    async ({ site, openPage }) => {
      await openPage(links.other);
      const [, , , quoteId, token] = links.other.split('/');
      const elsewhere = await site.app.request(`/api/quotes/${quoteId}/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(elsewhere.status).toBe(200);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /Accept quote/ })));
      await waitFor(() =>
        expect(screen.getByText('This quote has already been accepted')).toBeTruthy(),
      );
    },
  );

  pageTest(
    'says when a quote has expired or was declined, with no accept button',
    async ({ site }) => {
      const expired = await (await site.get(links.expired)).text();
      expect(expired).toContain('This quote has expired');
      expect(expired).not.toContain('Accept quote for');
      const declined = await (await site.get(links.declined)).text();
      expect(declined).toContain('This quote was declined');
    },
  );

  pageTest(
    'answers the same 404 for a wrong token, an unknown id and a malformed link',
    async ({ site }) => {
      const [, , , quoteId] = links.expired.split('/');
      for (const path of [
        `/quote/accept/${quoteId}/wrong-token-for-this-quote`,
        '/quote/accept/quo_AAAAAAAAAAAAAAAA/pending-quote-link-token-0000',
        '/quote/accept/123/short',
      ]) {
        const res = await site.get(path);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('Oakbridge');
      }
      expect(site.errors).toEqual([]);
    },
  );
});
