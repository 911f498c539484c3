import { expect, test } from '../support/fixtures.ts';
import { demoDirectory } from '../support/site-data.ts';
import {
  createQuoteLink,
  createReviewLink,
  outboxMails,
  storedQuote,
  storedReviews,
} from '../support/token-links.ts';

test('a customer accepts a quote from its e-mailed link and the specialist is mailed', async ({
  page,
  urls,
}) => {
  const { specialist } = demoDirectory();
  const quote = createQuoteLink(specialist.id);
  const mailsBefore = outboxMails(quote.enquiryId, 'quote_accepted').length;

  await page.goto(`${urls.siteUrl}${quote.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your quote from ${quote.specialistName}`,
  );
  await page.getByRole('button', { name: `Accept quote for ${quote.amount}` }).click();

  await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Accept quote/ })).toHaveCount(0);
  expect(storedQuote(quote.quoteId).status).toBe('accepted');
  expect(storedQuote(quote.quoteId).accepted_at).not.toBeNull();
  const mails = outboxMails(quote.enquiryId, 'quote_accepted');
  expect(mails).toHaveLength(mailsBefore + 1);
  expect(mails.at(-1)).toEqual({
    to: quote.specialistEmail,
    subject: expect.stringContaining(`Quote accepted: ${quote.amount}`),
  });

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This quote has already been accepted' }),
  ).toBeVisible();
});

test.describe('a quote link with the wrong token', () => {
  // Chromium logs the document's own 404 as a console error; that status is the point here.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

  test('shows the not-found screen and nothing of the quote', async ({ page, urls }) => {
    const quote = createQuoteLink(demoDirectory().specialist.id);
    const response = await page.goto(
      `${urls.siteUrl}/quote/accept/${quote.quoteId}/not-the-right-token-0000`,
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('main')).not.toContainText(quote.amount);
    expect(storedQuote(quote.quoteId).status).toBe('pending');
  });
});

test('a customer reviews through a valid link: published at once and verified', async ({
  page,
  urls,
}) => {
  const { specialist } = demoDirectory();
  const link = createReviewLink(specialist.id, 'Priya Sharma');
  const text = `Priya's hallway: herringbone LVT laid in a day, neat edges (${link.token.slice(-8)}).`;

  await page.goto(`${urls.siteUrl}${link.path}`);
  await expect(
    page.getByText(`Thank you for using your review link, ${link.customerName}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(link.customerName);
  await page.getByRole('radio', { name: '5 stars: excellent' }).check();
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('button', { name: 'Submit review' }).click();

  await expect(page.getByRole('heading', { name: 'Your review is published' })).toBeVisible();
  expect(storedReviews(specialist.id, text)).toEqual([
    { customer_name: link.customerName, rating: 5, status: 'published', verified: 1 },
  ]);

  await page.goto(`${urls.siteUrl}${link.path}`);
  await expect(page.getByRole('alert')).toContainText('This review link has already been used');
});

test('a review link with a wrong token says so and still offers moderation', async ({
  page,
  urls,
}) => {
  const { specialist } = demoDirectory();
  await page.goto(`${urls.siteUrl}/review/${specialist.id}/not-the-right-token-0000`);
  await expect(page.getByRole('alert')).toContainText('This review link is not valid.');
  await expect(page.getByRole('button', { name: 'Submit review' })).toBeEnabled();
});
