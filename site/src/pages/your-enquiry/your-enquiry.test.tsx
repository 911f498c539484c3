import { enquiries, enquiryRecipients, mailOutbox, quotes } from '@flo/api/schema';
import { createQuote, jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

const DAY_MS = 86_400_000;

/** A chat enquiry for carpet in Manchester, and the private link its confirmation mail carries. */
async function enquiryWithQuote(site: SiteTestApp) {
  const res = await site.app.request(
    '/api/enquiries',
    jsonBody({
      flooringType: 'Carpet Installation',
      location: 'Manchester',
      customerName: 'Robin Ellis',
      customerEmail: 'robin@example.test',
      customerPhone: '',
      budgetRange: 'Not specified',
      urgency: 'Not specified',
      projectDetails: 'Hall, stairs and landing.',
      chatbotSource: 'homepage_chatbot',
      pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
      selectedServiceSlug: 'carpet',
    }),
  );
  expect(res.status).toBe(201);
  const { id: reference } = (await res.json()) as { id: string };
  const enquiry = site.db.select().from(enquiries).where(eq(enquiries.publicId, reference)).get();
  const mail = site.db
    .select()
    .from(mailOutbox)
    .all()
    .find((m) => m.enquiryId === enquiry?.id && m.kind === 'enquiry_confirmation');
  const link = mail?.text.match(/\/your-enquiry\/enq_[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]+/)?.[0];
  const [firm] = site.db
    .select()
    .from(enquiryRecipients)
    .where(eq(enquiryRecipients.enquiryId, enquiry?.id ?? 0))
    .all();
  if (!link || !enquiry || !firm) throw new Error('The enquiry was not matched and mailed');
  createQuote(
    site.db,
    {
      enquiryId: enquiry.id,
      specialistId: firm.specialistId,
      description: 'Wool twist on the hall, stairs and landing',
      items: [{ description: 'Supply and fit', amountPence: 98_000 }],
      validUntil: new Date(Date.now() + 14 * DAY_MS),
    },
    new Date(),
  );
  return { link, enquiryId: enquiry.id };
}

describe('/your-enquiry/{reference}/{token}', () => {
  pageTest(
    'lists the firms it went to with their quotes, and answers 404 without the right token',
    async ({ site }) => {
      const { link } = await enquiryWithQuote(site);
      const res = await site.get(link);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Your enquiry</h1>');
      expect(html).toContain('Quote: £980.00');
      expect(html).toContain('name="robots" content="noindex');
      // The canonical names the enquiry by its tokenless path.
      expect(html).toMatch(
        new RegExp(`rel="canonical" href="[^"]*/your-enquiry/${link.split('/')[2]}"`),
      );
      expect(html).toMatch(/<button type="button"[^>]* disabled=""[^>]*>Accept quote for £980.00/);
      const [, , reference] = link.split('/');
      for (const path of [
        `/your-enquiry/${reference}/wrong-token-for-this-enquiry`,
        '/your-enquiry/enq_AAAAAAAAAAAAAAAA/wrong-token-for-this-enquiry',
        '/your-enquiry/nonsense/short',
      ]) {
        expect((await site.get(path)).status).toBe(404);
      }
    },
  );

  pageTest('accepts a quote, then closes the enquiry', async ({ site, openPage }) => {
    const { link, enquiryId } = await enquiryWithQuote(site);
    await openPage(link);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Accept quote for £980.00' })),
    );
    await waitFor(() => expect(screen.getByText(/^Accepted on/)).toBeTruthy());
    expect(site.db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).get()?.status).toBe(
      'accepted',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Close this enquiry' })),
    );
    await waitFor(() => expect(screen.getByText(/You closed this enquiry on/)).toBeTruthy());
    expect(site.db.select().from(enquiries).where(eq(enquiries.id, enquiryId)).get()).toMatchObject(
      { status: 'closed', closedAt: expect.any(Date) },
    );
  });
});
