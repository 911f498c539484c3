import { copy } from '@flo/chat-machine';
import { expect, type Page } from '@playwright/test';
import { outboxMailsForEnquiry } from './business.ts';
import {
  answerContactSteps,
  chatIn,
  chooseReply,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  type Visitor,
} from './flo-chat.ts';
import { siteEnquiriesFor } from './site-data.ts';

/**
 * A visitor talks to Flo on a listing's public profile until the enquiry is stored; answers
 * its public reference, read from SQLite.
 *
 * @example
 * const reference = await chatEnquiryOnProfile(page, urls.siteUrl, listing, visitor);
 */
export async function chatEnquiryOnProfile(
  page: Page,
  siteUrl: string,
  listing: { slug: string; name: string },
  visitor: Visitor,
): Promise<string> {
  await page.goto(`${siteUrl}/specialist/${listing.slug}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(floHost(page, 'embedded'), 'region');
  await expectBotSays(chat, copy.specialistGreeting(listing.name));
  await chooseReply(chat, copy.specialistTalk);
  await answerContactSteps(chat, visitor);
  await sendMessage(chat, visitor.projectDetails);
  await expectSubmitted(chat, copy.submittedToSpecialist(listing.name));
  const [stored] = siteEnquiriesFor(visitor.email);
  return String(stored?.public_id);
}

/**
 * On an open lead page of the dashboard, the business e-mails the customer a reply and then a
 * quote; both wait for the page to confirm them.
 */
export async function replyAndQuote(
  page: Page,
  customerName: string,
  lead: { reply: string; pounds: string; shown: string; covers: string },
): Promise<void> {
  await page.getByLabel(`Message to ${customerName}`).fill(lead.reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Your reply was e-mailed to ${customerName}.`)).toBeVisible();
  await page.getByLabel('Price in pounds (£)').fill(lead.pounds);
  await page.getByLabel('What the price covers').fill(lead.covers);
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText(lead.shown)).toBeVisible();
}

/**
 * The customer opens the accept link of the newest quote mailed for an enquiry and accepts
 * it; `shown` is the amount as the page words it (`£2,180.00`).
 */
export async function acceptQuoteFromMail(
  page: Page,
  siteUrl: string,
  reference: string,
  shown: string,
): Promise<void> {
  const quoteMail = outboxMailsForEnquiry(reference).findLast((mail) => mail.kind === 'lead_quote');
  const acceptLink = /https?:\/\/\S+\/quote\/accept\/\S+/.exec(quoteMail?.text ?? '')?.[0];
  expect(acceptLink, 'a quote mail with an accept link').toBeDefined();
  await page.goto(`${siteUrl}${new URL(acceptLink ?? '').pathname}`);
  await page.getByRole('button', { name: `Accept quote for ${shown}` }).click();
  await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
}
