import { copy } from '../../chat-machine/src/copy.ts';
import {
  DEMO_BUSINESS,
  demoBusinessListing,
  leadState,
  outboxMailsForEnquiry,
} from '../support/business.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  chatIn,
  chooseReply,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  visitorFor,
} from '../support/flo-chat.ts';
import { siteEnquiriesFor } from '../support/site-data.ts';

test('a chat enquiry reaches the business’s inbox; it replies, quotes, and the customer accepts', async ({
  page,
  urls,
}) => {
  const listing = demoBusinessListing();
  const visitor = visitorFor('business-leads', {
    name: 'Grace Okafor',
    projectDetails: 'Engineered oak for a 30 square metre living room, fitted before Christmas.',
  });

  // A visitor talks to Flo on the demo business's profile.
  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(floHost(page, 'embedded'), 'region');
  await expectBotSays(chat, copy.specialistGreeting(listing.name));
  await chooseReply(chat, copy.specialistTalk);
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  await expectSubmitted(chat, copy.submittedToSpecialist(listing.name));
  const [stored] = siteEnquiriesFor(visitor.email);
  const reference = String(stored?.public_id);

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
  await page
    .getByLabel(`Message to ${visitor.name}`)
    .fill('Hello Grace, I can measure up on Thursday morning.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Your reply was e-mailed to ${visitor.name}.`)).toBeVisible();
  await page.getByLabel('Price in pounds (£)').fill('2,180');
  await page
    .getByLabel('What the price covers')
    .fill('Engineered oak, 30 m², underlay and fitting');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('£2,180.00')).toBeVisible();
  expect(leadState(reference, listing.id)).toMatchObject({
    status: 'quoted',
    replies: [{ message: 'Hello Grace, I can measure up on Thursday morning.' }],
    quotes: [{ amount_pence: 218_000, status: 'pending' }],
  });
  const mails = outboxMailsForEnquiry(reference);
  const reply = mails.find((mail) => mail.kind === 'lead_reply');
  expect(reply?.to).toBe(visitor.email);
  expect(reply?.text).toContain('I can measure up on Thursday morning.');
  const quoteMail = mails.find((mail) => mail.kind === 'lead_quote');
  expect(quoteMail?.to).toBe(visitor.email);
  const acceptLink = /https?:\/\/\S+\/quote\/accept\/\S+/.exec(quoteMail?.text ?? '')?.[0];
  expect(acceptLink).toBeDefined();

  // The customer opens the link from the quote mail and accepts.
  const accept = new URL(acceptLink ?? '');
  await page.goto(`${urls.siteUrl}${accept.pathname}`);
  await page.getByRole('button', { name: 'Accept quote for £2,180.00' }).click();
  await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
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
