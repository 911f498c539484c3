import {
  E2E_ADMIN,
  leadState,
  setupLinkPathFor,
  unclaimedFreeListing,
} from '../support/business.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'herringbone-and-oak-2026';

test('an owner claims a free listing, an admin approves it, the owner sets a password and answers a lead', async ({
  page,
  request,
  urls,
}) => {
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

  // An admin approves it. The console page (/admin/free-listings) is not built yet, so this
  // goes through the admin API it will use.
  const login = await request.post(`${urls.apiUrl}/api/admin/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const queue = await request.get(`${urls.apiUrl}/api/admin/claims`, { headers: auth });
  const { items } = (await queue.json()) as { items: { id: number; email: string }[] };
  const claim = items.find((item) => item.email === owner);
  expect(claim).toBeDefined();
  const decision = await request.post(`${urls.apiUrl}/api/admin/claims/${claim?.id}/decision`, {
    headers: auth,
    data: { action: 'approve' },
  });
  expect(decision.status()).toBe(200);

  // The owner follows the e-mailed setup link, sets a password and logs in.
  await page.goto(`${urls.siteUrl}${setupLinkPathFor(owner)}`);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Log in with it below.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Your plan: Free listing' })).toBeVisible();

  // A customer writes to the listing; the owner replies from the dashboard.
  const enquiry = await request.post(`${urls.apiUrl}/api/enquiries`, {
    data: {
      customerMessage: 'Could you fit vinyl planks in a small cloakroom next week?',
      serviceType: 'Vinyl & LVT Flooring',
      location: 'Leeds',
      specialistId: listing.id,
      source: 'stable_chat_input',
    },
  });
  expect(enquiry.status()).toBe(201);
  const reference = ((await enquiry.json()) as { id: string }).id;
  await page.reload();
  await page.getByRole('link', { name: /Anonymous/ }).click();
  await expect(page.getByText('Could you fit vinyl planks in a small cloakroom')).toBeVisible();
  // The one-box form asks for no e-mail, so the lead page offers the status, not a reply.
  await expect(page.getByText(/left no e-mail address/)).toBeVisible();
  await page.getByLabel('Status of this lead').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved.')).toBeVisible();
  expect(leadState(reference, listing.id).status).toBe('contacted');

  // Review replies are a Standard feature: the free listing is told so.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByText(/come with the Standard and Featured plans/)).toBeVisible();
});
