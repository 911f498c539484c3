import {
  E2E_ADMIN,
  leadState,
  setupLinkPathFor,
  unclaimedFreeListing,
} from '../support/business.ts';
import { expect, test } from '../support/fixtures.ts';
import { visitorFor } from '../support/flo-chat.ts';
import {
  acceptQuoteFromMail,
  chatEnquiryOnProfile,
  replyAndQuote,
} from '../support/lead-journey.ts';

const PASSWORD = 'herringbone-and-oak-2026';

test('claim, approval in the console, setup link, login, a chat lead answered with a quote the customer accepts', async ({
  browser,
  page,
  urls,
}) => {
  test.setTimeout(90_000);
  const listing = unclaimedFreeListing();
  const owner = 'owner.claim-e2e@example.co.uk';

  // The owner claims the listing on the site.
  await page.goto(`${urls.siteUrl}/claim-business/${listing.id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Your name').fill('Niamh Byrne');
  await page.getByLabel('Your role').selectOption('Owner');
  await page.getByLabel('Business e-mail').fill(owner);
  await page.getByLabel('Phone number').fill('0113 496 0555');
  await page
    .getByLabel('How can we confirm you run this business?')
    .fill('The landline on the listing rings in our shop.');
  await page.getByRole('button', { name: `Claim ${listing.name}` }).click();
  await expect(page).toHaveURL(/\/claim-success/);

  // An operator logs in to the console, approves the claim under Free listings, logs out.
  const operator = await (await browser.newContext()).newPage();
  await operator.goto(`${urls.siteUrl}/admin/login`);
  await operator.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await operator.getByLabel('Password').fill(E2E_ADMIN.password);
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator).toHaveURL(`${urls.siteUrl}/admin`);
  await operator
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', {
      name: 'Free listings',
    })
    .click();
  const claim = operator.getByRole('article', { name: `Claim of ${listing.name}` });
  await expect(claim.getByText(owner)).toBeVisible();
  await claim.getByRole('button', { name: 'Approve and send a setup link' }).click();
  await expect(claim).toHaveCount(0);
  await operator.getByRole('button', { name: 'Log out' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
  await expect(operator).toHaveURL(`${urls.siteUrl}/`);
  expect(await operator.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  await operator.goto(`${urls.siteUrl}/admin`);
  await expect(operator).toHaveURL(`${urls.siteUrl}/admin/login`);
  await operator.context().close();

  // The owner follows the e-mailed setup link, sets a password and logs in.
  await page.goto(`${urls.siteUrl}${await setupLinkPathFor(owner)}`);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Log in with it below.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Your plan: Free listing' })).toBeVisible();

  // A visitor, in a browser of their own, sends the listing an enquiry through Flo.
  const visitorPage = await (await browser.newContext()).newPage();
  const visitor = visitorFor('business-claim', {
    name: 'Tomasz Nowak',
    projectDetails: 'Vinyl planks for a small cloakroom, fitted next week if possible.',
  });
  const reference = await chatEnquiryOnProfile(visitorPage, urls.siteUrl, listing, visitor);

  // The new lead is in the owner's inbox; the owner replies and quotes.
  await page.reload();
  await page.getByRole('link', { name: new RegExp(visitor.name) }).click();
  await expect(page.getByText(visitor.projectDetails)).toBeVisible();
  await replyAndQuote(page, visitor.name, {
    reply: 'Hello Tomasz, I can come round on Monday to measure.',
    pounds: '640',
    shown: '£640.00',
    covers: 'Vinyl planks, 6 m², fitted',
  });
  expect(leadState(reference, listing.id)).toMatchObject({
    status: 'quoted',
    replies: [{ message: 'Hello Tomasz, I can come round on Monday to measure.' }],
  });

  // The customer accepts the quote from the mail; the lead is won.
  await acceptQuoteFromMail(visitorPage, urls.siteUrl, reference, '£640.00');
  await visitorPage.context().close();
  expect(leadState(reference, listing.id)).toMatchObject({
    status: 'won',
    quotes: [{ amount_pence: 64_000, status: 'accepted' }],
  });

  // Review replies are a Standard feature: the free listing is told so.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByText(/come with the Standard and Featured plans/)).toBeVisible();
});
