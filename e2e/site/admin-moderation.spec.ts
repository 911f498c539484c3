import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, setupLinkPathFor } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/** A listing with a handful of published reviews, so a new one shows on its first page. */
function quietListing(): { id: number; slug: string; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.slug, s.name from specialists s
          where s.status = 'active'
            and (select count(*) from reviews r
                  where r.specialist_id = s.id and r.status = 'published') < 5
          order by s.id limit 1`,
      )
      .get() as { id: number; slug: string; name: string } | undefined;
    if (!row) throw new Error('The demo seed has no listing with few reviews');
    return row;
  });
}

/**
 * An active free listing nobody manages or has claimed, from the middle of the table: the
 * claim spec takes the first (unclaimedFreeListing) and insertTestBusiness the last, and the
 * specs run in parallel on one database.
 */
function unclaimedListingForAdmin(): { id: number; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.name from specialists s
          where s.status = 'active' and s.tier = 'free' and s.claimed_by_business_id is null
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
            and not exists (select 1 from claim_requests c where c.specialist_id = s.id)
          order by s.id limit 1 offset 10`,
      )
      .get() as { id: number; name: string } | undefined;
    if (!row) throw new Error('The demo seed has too few unclaimed free listings');
    return row;
  });
}

/** Writes a review straight into SQLite, older than any other so it heads the admin queue. */
function insertReview(specialistId: number, name: string, text: string, status: string) {
  withDatabase(false, (db) =>
    db
      .prepare(
        `insert into reviews (specialist_id, customer_name, rating, text, status, created_at)
         values (?, ?, 2, ?, ?, ?)`,
      )
      .run(specialistId, name, text, status, Date.parse('2001-01-01T09:00:00Z')),
  );
}

const reviewRow = (text: string) =>
  withDatabase(true, (db) =>
    db.prepare('select status, rejection_reason from reviews where text = ?').get(text),
  ) as { status: string; rejection_reason: string | null } | undefined;

/** Signs an admin in through the API and keeps the token where the console reads it. */
async function signInAdmin(
  page: Page,
  request: APIRequestContext,
  urls: { apiUrl: string; siteUrl: string },
) {
  const login = await request.post(`${urls.apiUrl}/api/admin/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${urls.siteUrl}/`);
  await page.evaluate((value) => localStorage.setItem('admin_token', value), token);
}

test('an admin rejects a published review with a reason and publishes a pending one', async ({
  page,
  request,
  urls,
}) => {
  const listing = quietListing();
  const rejected = 'Never set foot in our house, this review is about another firm entirely.';
  const pending = 'Sent without a link: the oak boards were laid beautifully in a day.';
  insertReview(listing.id, 'Rhys Reject', rejected, 'published');
  insertReview(listing.id, 'Poppy Pending', pending, 'pending');
  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await expect(page.getByText(rejected)).toBeVisible();
  await expect(page.getByText(pending)).toHaveCount(0);

  await signInAdmin(page, request, urls);
  await page.goto(`${urls.siteUrl}/admin/reviews?status=published`);
  const card = page.getByRole('article', { name: `Review by Rhys Reject of ${listing.name}` });
  await card.getByLabel(/Reason for rejecting/).fill('Not a customer of this business');
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card).toHaveCount(0);
  expect(reviewRow(rejected)).toEqual({
    status: 'rejected',
    rejection_reason: 'Not a customer of this business',
  });

  await page.getByRole('link', { name: 'Pending' }).click();
  const waiting = page.getByRole('article', { name: `Review by Poppy Pending of ${listing.name}` });
  await expect(waiting.getByText(pending)).toBeVisible();
  await waiting.getByRole('button', { name: 'Publish' }).click();
  await expect(waiting).toHaveCount(0);
  expect(reviewRow(pending)?.status).toBe('published');

  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await expect(page.getByText(pending)).toBeVisible();
  await expect(page.getByText(rejected)).toHaveCount(0);
});

test('an admin approves a claim from /admin/free-listings and the setup link is mailed', async ({
  page,
  request,
  urls,
}) => {
  const listing = unclaimedListingForAdmin();
  const owner = 'owner.admin-approve-e2e@example.co.uk';
  const claim = await request.post(`${urls.apiUrl}/api/claims`, {
    data: {
      specialistId: listing.id,
      name: 'Aled Jones',
      role: 'Owner',
      email: owner,
      phone: '0113 496 0777',
      proof: 'The landline on the listing rings in our shop.',
    },
  });
  expect(claim.status()).toBe(201);

  await signInAdmin(page, request, urls);
  await page.goto(`${urls.siteUrl}/admin/free-listings`);
  const card = page.getByRole('article', { name: `Claim of ${listing.name}` });
  await expect(card.getByText(owner)).toBeVisible();
  await card.getByRole('button', { name: 'Approve and send a setup link' }).click();
  await expect(card).toHaveCount(0);
  expect(await setupLinkPathFor(owner)).toMatch(/^\/login\?setup=/);
  const claimed = withDatabase(true, (db) =>
    db
      .prepare(
        `select s.claimed_by_business_id = b.id as claimed from specialists s
           join businesses b on b.specialist_id = s.id where s.id = ?`,
      )
      .get(listing.id),
  ) as { claimed: number } | undefined;
  expect(claimed?.claimed).toBe(1);
});
