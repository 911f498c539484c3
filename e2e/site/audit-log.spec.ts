import type { Page } from '@playwright/test';
import { E2E_ADMIN, insertTestBusiness, setupLinkPathFor } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'audit-trail-oak-2026';

const listingRow = (id: number) =>
  withDatabase(true, (db) =>
    db.prepare('select description, phone from specialists where id = ?').get(id),
  ) as { description: string; phone: string };

/** An active listing nobody manages, past the ones other specs edit (one shared database). */
function quietListing(): { id: number; name: string } {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.name from specialists s
          where s.status = 'active'
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
            and not exists (select 1 from claim_requests r where r.specialist_id = s.id)
          order by s.id limit 1 offset 40`,
      )
      .get() as { id: number; name: string } | undefined;
    if (!row) throw new Error('The demo seed has too few listings');
    return row;
  });
}

async function adminLogIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
}

async function businessLogIn(page: Page, siteUrl: string, email: string) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Business e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(`${siteUrl}${await setupLinkPathFor(email)}`);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
}

test('the audit log shows an admin’s listing edit with its before and after', async ({
  page,
  urls,
}) => {
  const listing = quietListing();
  const before = listingRow(listing.id).description;
  const description = `Oak, walnut and parquet laid and restored by ${listing.name}, checked by the Flo team.`;
  await adminLogIn(page, urls.siteUrl);
  await page.goto(`${urls.siteUrl}/admin/specialists/${listing.id}/manage`);
  const profile = page.getByRole('region', { name: 'Profile and services' });
  await profile.getByLabel('Description').fill(description);
  await profile.getByRole('button', { name: 'Save listing' }).click();
  await expect(profile.getByRole('status')).toContainText('Listing saved.');

  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('What').selectOption('listing');
  await filters.getByLabel('Id or reference').fill(String(listing.id));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`entityId=${listing.id}`));
  const entry = page.getByRole('table').getByRole('row').nth(1);
  await expect(entry).toContainText(`${E2E_ADMIN.email} (operator)`);
  await expect(entry).toContainText(listing.name);
  await expect(entry.getByText('Description', { exact: true })).toBeVisible();
  await expect(entry.locator('.audit-changes__before')).toHaveText(`Before: ${before}`);
  await expect(entry.locator('.audit-changes__after')).toHaveText(`After: ${description}`);
});

test('a business’s profile edit is live, waits in Recent changes, and an operator reverts it', async ({
  page,
  urls,
}) => {
  const business = insertTestBusiness('owner.audit-e2e@example.co.uk');
  const { phone: before } = listingRow(business.specialistId);
  const phone = '0113 496 0742';
  await businessLogIn(page, urls.siteUrl, business.email);
  await page.goto(`${urls.siteUrl}/dashboard/profile`);
  await page.getByLabel('Phone (UK)').fill(phone);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile is saved.' }),
  ).toBeVisible();
  expect(listingRow(business.specialistId).phone).toBe(phone);

  await adminLogIn(page, urls.siteUrl);
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Recent changes' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /\d+ to review/ })).toBeVisible();
  const change = page.getByRole('article', { name: new RegExp(`^Change by ${business.email}`) });
  await expect(change).toContainText(`Before: ${before}`);
  await expect(change).toContainText(`After: ${phone}`);
  await change.getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();
  await expect(change).toHaveCount(0);
  expect(listingRow(business.specialistId).phone).toBe(before);

  await page.getByRole('link', { name: 'Reviewed' }).click();
  await expect(
    page.getByRole('article', { name: new RegExp(`^Change by ${business.email}`) }),
  ).toContainText(`Reverted by ${E2E_ADMIN.email}`);
});
