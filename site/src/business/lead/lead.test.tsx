import {
  enquiries,
  enquiryRecipients,
  leadReplies,
  mailOutbox,
  quotes,
  specialists,
} from '@flo/api/schema';
import { jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { enquiryToDemo } from '../../testing/business-session.ts';
import { businessAreaTest } from '../../testing/fixtures.ts';
import { type HydratedPage, NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

let reference: string;
let othersReference: string;

businessAreaTest.beforeAll(async ({ site, business }) => {
  reference = await enquiryToDemo(site, { name: 'Priya Shah', email: 'priya@example.test' });
  const other = site.db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.status, 'active'), ne(specialists.id, business.specialistId)))
    .get();
  const res = await site.app.request(
    '/api/enquiries',
    jsonBody({ ...simpleEnquiry, specialistId: other?.id ?? null }),
  );
  othersReference = ((await res.json()) as { id: string }).id;
});

const simpleEnquiry = {
  customerMessage: 'Please quote for a new kitchen floor.',
  serviceType: 'Tile Installation',
  location: 'Leeds',
  source: 'stable_chat_input',
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const recipient = (site: SiteTestApp) =>
  site.db
    .select({
      status: enquiryRecipients.status,
      firstResponseAt: enquiryRecipients.firstResponseAt,
    })
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(eq(enquiries.publicId, reference))
    .get();

async function openLead(logIn: () => void, openPage: (path: string) => Promise<HydratedPage>) {
  logIn();
  const page = await openPage(`/dashboard/enquiries/${reference}`);
  await waitFor(
    () => expect(screen.getByRole('heading', { name: 'Priya Shah' })).toBeTruthy(),
    NAVIGATION,
  );
  return page;
}

describe('/dashboard/enquiries/{reference}', () => {
  businessAreaTest(
    'e-mails a reply and a quote, and the lead moves to contacted, then quoted',
    async ({ site, logIn, openPage }) => {
      const page = await openLead(logIn, openPage);
      fill('Message to Priya Shah', 'Hello Priya, I can measure up on Tuesday.');
      await click('Send reply');
      await waitFor(() =>
        expect(screen.getByText('Your reply was e-mailed to Priya Shah.')).toBeTruthy(),
      );
      expect(
        site.db
          .select()
          .from(leadReplies)
          .all()
          .map((r) => r.message),
      ).toEqual(['Hello Priya, I can measure up on Tuesday.']);
      expect(recipient(site)?.status).toBe('contacted');
      expect(recipient(site)?.firstResponseAt).toBeInstanceOf(Date);

      fill('Price in pounds (£)', 'a lot');
      fill('What the price covers', 'Oak-effect laminate, fitted');
      await click('Send quote');
      const amount = screen.getByLabelText('Price in pounds (£)');
      await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById('quote-amount-error')?.textContent).toMatch(/in pounds/);

      fill('Price in pounds (£)', '£1,250.50');
      fill('What the price covers', 'Oak-effect laminate, fitted');
      await click('Send quote');
      await waitFor(() => expect(screen.getByText('£1,250.50')).toBeTruthy());
      expect(
        site.db
          .select()
          .from(quotes)
          .all()
          .map((q) => q.amountPence),
      ).toContain(125050);
      expect(recipient(site)?.status).toBe('quoted');
      const kinds = site.db
        .select()
        .from(mailOutbox)
        .all()
        .filter((m) => m.to === 'priya@example.test');
      expect(kinds.map((m) => m.kind)).toEqual(
        expect.arrayContaining(['lead_reply', 'lead_quote']),
      );
      expect(page?.errors).toEqual([]);
    },
  );

  businessAreaTest(
    'saves a status and sends a review request once',
    async ({ site, logIn, openPage }) => {
      const page = await openLead(logIn, openPage);
      fireEvent.change(screen.getByLabelText('Status of this lead'), { target: { value: 'won' } });
      await click('Save status');
      await waitFor(() => expect(screen.getByText('Status saved.')).toBeTruthy());
      expect(recipient(site)?.status).toBe('won');

      await click('Ask for a review');
      await waitFor(() =>
        expect(screen.getByText(/A review link is on its way to priya@example.test/)).toBeTruthy(),
      );
      page.close();
      await openPage(`/dashboard/enquiries/${reference}`);
      await waitFor(
        () =>
          expect(screen.getByText('A review link was already sent to this customer.')).toBeTruthy(),
        NAVIGATION,
      );
    },
  );

  businessAreaTest.for<[string, () => string]>([
    ['an unknown reference', () => 'enq_AAAAAAAAAAAAAAAA'],
    ['another business’s lead', () => othersReference],
  ])(
    'says %s cannot be found among this business’s enquiries',
    async ([, reference], { logIn, openPage }) => {
      logIn();
      await openPage(`/dashboard/enquiries/${reference()}`);
      await waitFor(
        () => expect(screen.getByText(/We could not find this enquiry among yours/)).toBeTruthy(),
        NAVIGATION,
      );
    },
  );
});
