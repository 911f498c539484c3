import { E2E_ADMIN, setupLinkPathFor } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { visitorFor } from '../support/flo-chat.ts';
import { chatEnquiryOnProfile, replyAndQuote } from '../support/lead-journey.ts';

const PASSWORD = 'leads-to-the-owner-2026';

/**
 * An unclaimed free listing of its own: counted from the newest, a few along, so the claim
 * specs that take the oldest (`unclaimedFreeListing`) never claim the same one meanwhile.
 */
function listingToClaim(): { id: number; slug: string; name: string; email: string } {
  return withDatabase(true, (db) =>
    db
      .prepare(
        `select s.id, s.slug, s.name, s.email from specialists s
          where s.status = 'active' and s.tier = 'free' and s.claimed_by_business_id is null
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
            and not exists (select 1 from claim_requests c where c.specialist_id = s.id)
          order by s.id desc limit 1 offset 3`,
      )
      .get(),
  ) as { id: number; slug: string; name: string; email: string };
}

interface QueuedMail {
  to: string;
  replyTo: string | null;
  subject: string;
}

/** The mails of one kind queued in the outbox (SQLite), oldest first. */
function mailsOfKind(kind: string, where = '1 = 1', ...params: unknown[]): QueuedMail[] {
  return withDatabase(true, (db) =>
    db
      .prepare(
        `select "to", reply_to as replyTo, subject from mail_outbox
          where kind = ? and ${where} order by id`,
      )
      .all(kind, ...params),
  ) as QueuedMail[];
}

test('an approved claim sends the next lead to the address the owner chose; the customer and the owner answer each other; a message shows on the dashboard', async ({
  browser,
  page,
  request,
  urls,
}) => {
  test.setTimeout(120_000);
  const listing = listingToClaim();
  const owner = 'barry.leads-e2e@example.co.uk';
  const leads = 'leads.leads-e2e@example.co.uk';
  expect(listing.email).not.toBe(leads);

  // The owner claims the listing, asking for leads at an address of their own choice.
  await page.goto(`${urls.siteUrl}/claim-business/${listing.id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Your name').fill('Barry Brook');
  await page.getByLabel('Your role').selectOption('Owner');
  await page.getByLabel('Business e-mail').fill(owner);
  await page.getByLabel('Phone number').fill('0113 496 0777');
  await page.getByLabel(/^Send leads to/).fill(leads);
  await page
    .getByLabel('How can we confirm you run this business?')
    .fill('The landline on the listing rings in our showroom.');
  await page.getByRole('button', { name: `Claim ${listing.name}` }).click();
  await expect(page).toHaveURL(/\/claim-success/);

  // An operator sees where leads will go and approves the claim.
  const operator = await (await browser.newContext()).newPage();
  await operator.goto(`${urls.siteUrl}/admin/login`);
  await operator.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await operator.getByLabel('Password').fill(E2E_ADMIN.password);
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator).toHaveURL(`${urls.siteUrl}/admin`);
  await operator.goto(`${urls.siteUrl}/admin/free-listings`);
  const claim = operator.getByRole('article', { name: `Claim of ${listing.name}` });
  await expect(claim.getByText(leads)).toBeVisible();
  await claim.getByRole('button', { name: 'Approve and send a setup link' }).click();
  await expect(claim).toHaveCount(0);
  await operator.context().close();

  // A customer's next enquiry goes to the chosen address, answerable straight to the customer.
  const visitorPage = await (await browser.newContext()).newPage();
  const visitor = visitorFor('leads-reach-owner', {
    name: 'Priya Shah',
    projectDetails: 'Oak-effect laminate for a hallway and landing, about 14 square metres.',
  });
  await chatEnquiryOnProfile(visitorPage, urls.siteUrl, listing, visitor);
  await visitorPage.context().close();
  const [lead] = mailsOfKind('specialist_lead', 'reply_to = ?', visitor.email);
  expect(lead).toMatchObject({ to: leads, replyTo: visitor.email });
  expect(mailsOfKind('specialist_lead', '"to" = ?', listing.email)).toEqual([]);

  // The owner sets a password from the setup link, sees where leads go and replies.
  await page.goto(`${urls.siteUrl}${await setupLinkPathFor(owner)}`);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/dashboard`);
  await expect(page.getByText(/^Leads are sent to/)).toContainText(leads);
  await page.getByRole('link', { name: new RegExp(visitor.name) }).click();
  await replyAndQuote(page, visitor.name, {
    reply: 'Hello Priya, I can measure up on Thursday.',
    pounds: '880',
    shown: '£880.00',
    covers: 'Laminate, underlay and fitting, 14 m²',
  });
  const toCustomer = [
    ...mailsOfKind('lead_reply', '"to" = ?', visitor.email),
    ...mailsOfKind('lead_quote', '"to" = ?', visitor.email),
  ];
  expect(toCustomer.map((mail) => mail.replyTo)).toEqual([leads, leads]);

  // Someone writes to the listing from its profile: mailed to the lead address, and on the
  // dashboard unread until the owner opens it.
  const sent = await request.post(`${urls.apiUrl}/api/specialist-message`, {
    data: {
      specialistId: listing.id,
      senderName: 'Tom Whitfield',
      senderEmail: 'tom.leads-e2e@example.co.uk',
      subject: 'Parquet for a study',
      message: 'Do you lay herringbone parquet? About 12 square metres.',
      pageUrl: `${urls.siteUrl}/specialist/${listing.slug}`,
      pageType: 'specialist_profile',
    },
  });
  expect(sent.status()).toBe(201);
  expect(mailsOfKind('specialist_message', '"to" = ?', leads)).toMatchObject([
    { replyTo: 'tom.leads-e2e@example.co.uk' },
  ]);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await page.goto(`${urls.siteUrl}/dashboard`);
  await nav.getByRole('link', { name: 'Messages (1 unread)' }).click();
  await page.getByText('Parquet for a study').click();
  await expect(
    page.getByText('Do you lay herringbone parquet? About 12 square metres.'),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  const readAt = withDatabase(true, (db) =>
    db
      .prepare('select business_read_at as at from specialist_messages where specialist_id = ?')
      .get(listing.id),
  ) as { at: number | null };
  expect(readAt.at).not.toBeNull();
});
