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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoBusiness, enquiryToDemo, logInDemoBusiness } from '../../testing/business-session.ts';
import { type HydratedPage, NAVIGATION, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
let reference: string;
let othersReference: string;

beforeAll(async () => {
  t = createSiteTestApp();
  reference = await enquiryToDemo(t, { name: 'Priya Shah', email: 'priya@example.test' });
  const other = t.db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.status, 'active'), ne(specialists.id, demoBusiness(t).specialistId)))
    .get();
  const res = await t.app.request(
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
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
  localStorage.clear();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
const recipient = () =>
  t.db
    .select({
      status: enquiryRecipients.status,
      firstResponseAt: enquiryRecipients.firstResponseAt,
    })
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(eq(enquiries.publicId, reference))
    .get();

async function openLead() {
  logInDemoBusiness(t);
  page = await openHydratedPage(t, `/dashboard/enquiries/${reference}`);
  await waitFor(
    () => expect(screen.getByRole('heading', { name: 'Priya Shah' })).toBeTruthy(),
    NAVIGATION,
  );
}

describe('/dashboard/enquiries/{reference}', () => {
  it('e-mails a reply and a quote, and the lead moves to contacted, then quoted', async () => {
    await openLead();
    fill('Message to Priya Shah', 'Hello Priya, I can measure up on Tuesday.');
    await click('Send reply');
    await waitFor(() =>
      expect(screen.getByText('Your reply was e-mailed to Priya Shah.')).toBeTruthy(),
    );
    expect(
      t.db
        .select()
        .from(leadReplies)
        .all()
        .map((r) => r.message),
    ).toEqual(['Hello Priya, I can measure up on Tuesday.']);
    expect(recipient()?.status).toBe('contacted');
    expect(recipient()?.firstResponseAt).toBeInstanceOf(Date);

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
      t.db
        .select()
        .from(quotes)
        .all()
        .map((q) => q.amountPence),
    ).toContain(125050);
    expect(recipient()?.status).toBe('quoted');
    const kinds = t.db
      .select()
      .from(mailOutbox)
      .all()
      .filter((m) => m.to === 'priya@example.test');
    expect(kinds.map((m) => m.kind)).toEqual(expect.arrayContaining(['lead_reply', 'lead_quote']));
    expect(page?.errors).toEqual([]);
  });

  it('saves a status and sends a review request once', async () => {
    await openLead();
    fireEvent.change(screen.getByLabelText('Status of this lead'), { target: { value: 'won' } });
    await click('Save status');
    await waitFor(() => expect(screen.getByText('Status saved.')).toBeTruthy());
    expect(recipient()?.status).toBe('won');

    await click('Ask for a review');
    await waitFor(() =>
      expect(screen.getByText(/A review link is on its way to priya@example.test/)).toBeTruthy(),
    );
    page?.close();
    page = await openHydratedPage(t, `/dashboard/enquiries/${reference}`);
    await waitFor(
      () =>
        expect(screen.getByText('A review link was already sent to this customer.')).toBeTruthy(),
      NAVIGATION,
    );
  });

  it.each([
    ['an unknown reference', () => 'enq_AAAAAAAAAAAAAAAA'],
    ['another business’s lead', () => othersReference],
  ])('says %s cannot be found among this business’s enquiries', async (_, reference) => {
    logInDemoBusiness(t);
    page = await openHydratedPage(t, `/dashboard/enquiries/${reference()}`);
    await waitFor(
      () => expect(screen.getByText(/We could not find this enquiry among yours/)).toBeTruthy(),
      NAVIGATION,
    );
  });
});
