import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

const TEXT = 'Bulk queue e2e: the herringbone was laid neatly and on time';

/**
 * An active listing from near the end of the table (other specs take the first ones and the
 * very last) with 55 fresh pending reviews, written straight into SQLite: newer than the rest
 * of the queue, so the reviews admin-moderation.spec.ts puts first in the queue stay ahead.
 */
function listingWithPendingReviews(): { id: number; slug: string } {
  return withDatabase(false, (db) => {
    const listing = db
      .prepare(
        `select id, slug from specialists where status = 'active' order by id desc limit 1 offset 25`,
      )
      .get() as { id: number; slug: string } | undefined;
    if (!listing) throw new Error('The demo seed has too few listings');
    const insert = db.prepare(
      `insert into reviews (specialist_id, customer_name, rating, text, status, created_at)
       values (?, ?, ?, ?, 'pending', ?)`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < 55; i += 1) {
        insert.run(listing.id, `Bulk Reviewer ${i}`, (i % 5) + 1, `${TEXT} (${i})`, now - i * 1000);
      }
    })();
    return listing;
  });
}

const statusCounts = () =>
  withDatabase(true, (db) =>
    Object.fromEntries(
      (
        db
          .prepare('select status, count(*) as n from reviews where text like ? group by status')
          .all(`${TEXT}%`) as { status: string; n: number }[]
      ).map((row) => [row.status, row.n]),
    ),
  );

test('an admin filters the review queue to one listing and publishes 50 reviews at once', async ({
  page,
  request,
  urls,
}) => {
  const listing = listingWithPendingReviews();
  const login = await request.post(`${urls.apiUrl}/api/admin/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.goto(`${urls.siteUrl}/`);
  await page.evaluate((value) => localStorage.setItem('admin_token', value), token);

  await page.goto(`${urls.siteUrl}/admin/reviews`);
  const filters = page.getByRole('form', { name: 'Search and filter reviews' });
  await filters.getByLabel('Listing (id or slug)').fill(listing.slug);
  await filters.getByLabel('Search').fill('Bulk queue e2e');
  await filters.getByLabel('Per page').selectOption('50');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`specialist=${listing.slug}`));
  await expect(page.getByText('Showing 1–50 of 55 reviews')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();

  await page.getByLabel('Select all 50 on this page').check();
  await expect(page.getByRole('heading', { name: 'Selected: 50 reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish selected' }).click();
  await page.getByRole('button', { name: 'Publish 50 reviews' }).click();
  await expect(page.getByText('50 reviews published.')).toBeVisible();
  await expect(page.getByText('Showing 1–5 of 5 reviews')).toBeVisible();
  expect(statusCounts()).toEqual({ published: 50, pending: 5 });

  // The queue is oldest first, so the 50 oldest went public and the 5 newest still wait.
  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await expect(page.getByText(`${TEXT} (5)`)).toBeVisible();
  await expect(page.getByText(`${TEXT} (0)`)).toHaveCount(0);
});
