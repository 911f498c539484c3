import {
  DEMO_BUSINESS,
  demoBusinessListing,
  leadState,
  outboxMailsForEnquiry,
} from '../support/business.ts';
import { expect, test } from '../support/fixtures.ts';
import { visitorFor } from '../support/flo-chat.ts';
import {
  acceptQuoteFromMail,
  chatEnquiryOnProfile,
  replyAndQuote,
} from '../support/lead-journey.ts';

test('a chat enquiry reaches the business’s inbox; it replies, quotes, and the customer accepts', async ({
  page,
  urls,
}) => {
  const listing = demoBusinessListing();
  const visitor = visitorFor('business-leads', {
    name: 'Grace Okafor',
    projectDetails: 'Engineered oak for a 30 square metre living room, fitted before Christmas.',
  });
  const reference = await chatEnquiryOnProfile(page, urls.siteUrl, listing, visitor);

  // The business logs in and finds it, new, in its lead inbox.
  await page.goto(`${urls.siteUrl}/login`);
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_BUSINESS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUSINESS.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: /^Your plan: / })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Show leads by status' })
    .getByRole('link', { name: 'New' })
    .click();
  const lead = page.getByRole('link', { name: new RegExp(visitor.name) });
  await expect(lead).toBeVisible();
  await lead.click();
  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard/enquiries/${reference}`);
  await expect(page.getByText(visitor.projectDetails)).toBeVisible();

  // It replies and sends a quote; both go to the customer through the outbox.
  await replyAndQuote(page, visitor.name, {
    reply: 'Hello Grace, I can measure up on Thursday morning.',
    pounds: '2,180',
    shown: '£2,180.00',
    covers: 'Engineered oak, 30 m², underlay and fitting',
  });
  expect(leadState(reference, listing.id)).toMatchObject({
    status: 'quoted',
    replies: [{ message: 'Hello Grace, I can measure up on Thursday morning.' }],
    quotes: [{ amount_pence: 218_000, status: 'pending' }],
  });
  const mails = outboxMailsForEnquiry(reference);
  const reply = mails.find((mail) => mail.kind === 'lead_reply');
  expect(reply?.to).toBe(visitor.email);
  expect(reply?.text).toContain('I can measure up on Thursday morning.');
  expect(mails.find((mail) => mail.kind === 'lead_quote')?.to).toBe(visitor.email);

  // The customer opens the link from the quote mail and accepts.
  await acceptQuoteFromMail(page, urls.siteUrl, reference, '£2,180.00');
  expect(leadState(reference, listing.id).quotes).toEqual([
    { amount_pence: 218_000, status: 'accepted' },
  ]);

  // The business sees the acceptance on the lead, then logs out.
  await page.goto(`${urls.siteUrl}/dashboard/enquiries/${reference}`);
  await expect(page.getByText(/Accepted on/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(`${urls.siteUrl}/login`);
  expect(await page.evaluate(() => localStorage.getItem('business_auth_token'))).toBeNull();
});
