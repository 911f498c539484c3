import { expect, test } from '../support/fixtures.ts';
import { contactMessagesFor, jobPostFor, siteEnquiriesFor } from '../support/site-data.ts';

test('a visitor writes to Flo through the contact form and the message is stored', async ({
  page,
  urls,
}) => {
  const email = 'grace.okafor.contact@example.co.uk';
  const message = 'Do your specialists also lay rubber flooring in a home gym?';
  await page.goto(`${urls.siteUrl}/contact`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Your name').fill('Grace Okafor');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Subject').fill('Rubber gym flooring');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { name: 'Thanks for your message!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
  expect(contactMessagesFor(email)).toEqual([
    { name: 'Grace Okafor', email, subject: 'Rubber gym flooring', message },
  ]);
});

test('a visitor posts a job and it is stored as a job enquiry', async ({ page, urls }) => {
  const email = 'hamza.iqbal.job@example.co.uk';
  const description =
    'Lift the old carpet in two bedrooms and the landing, about 30 square metres, and fit a wool twist.';
  await page.goto(`${urls.siteUrl}/post-a-job`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Service').selectOption({ label: 'Carpet Installation' });
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Job title').fill('Carpet for two bedrooms and the landing');
  await page.getByLabel('Describe the job').fill(description);
  await page.getByLabel('Budget').selectOption('£1,000 to £3,000');
  await page.getByLabel('When do you need it done?').selectOption('Within 2-4 weeks');
  await page.getByLabel('Your name').fill('Hamza Iqbal');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByLabel('E-mail only').check();
  await page.getByRole('button', { name: 'Post my job' }).click();

  const posted = page.getByRole('status').filter({ hasText: 'Your job is posted' });
  await expect(posted).toBeVisible();
  const rows = siteEnquiriesFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'job',
    customer_name: 'Hamza Iqbal',
    customer_phone: '+447700900456',
    location: 'Leeds',
    budget_range: '£1,000 to £3,000',
    urgency: 'Within 2-4 weeks',
  });
  await expect(posted).toContainText(`Your reference is ${rows[0]?.public_id}.`);
  expect(jobPostFor(email)).toEqual({
    title: 'Carpet for two bedrooms and the landing',
    service_slug: 'carpet',
    preferred_contact: 'email',
  });
});
