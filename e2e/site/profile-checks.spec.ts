import type { SpecialistDetail } from '@flo/contract';
import type { Page } from '@playwright/test';
import { DEMO_BUSINESS, demoBusinessListing, E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

// One listing's checks and radius change from test to test: the tests run in order.
test.describe.configure({ mode: 'serial' });

// The cookie choice made already, so the banner covers none of the forms.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
});

const COMPANIES_HOUSE = 'https://find-and-update.company-information.service.gov.uk/company/';

async function adminLogIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
}

async function businessLogIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_BUSINESS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUSINESS.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
}

const storedChecks = (specialistId: number) =>
  withDatabase(true, (db) =>
    db
      .prepare(
        `select kind, detail, seen_on, expires_on, removed_at is not null as removed
           from specialist_checks where specialist_id = ? order by id`,
      )
      .all(specialistId),
  );

test.describe('recording checks', () => {
  // The company number the test gets refused answers 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 400/] });

  test('an operator records checks in the admin console and the profile shows them with their dates', async ({
    page,
    urls,
  }) => {
    const listing = demoBusinessListing();
    await adminLogIn(page, urls.siteUrl);
    await page.goto(`${urls.siteUrl}/admin/specialists/${listing.id}/manage`);
    const checks = page.getByRole('region', { name: 'Checks' });
    await expect(checks.getByText('No checks recorded yet.')).toBeVisible();

    await checks.getByLabel('What was seen').selectOption('Insurance');
    await checks.getByLabel('Insurer and cover').fill('Public liability £2m with Aviva');
    await checks.getByLabel('Day the evidence was seen').fill('2026-11-03');
    await checks.getByLabel(/^Cover ends on/).fill('2099-11-02');
    await checks.getByRole('button', { name: 'Record check' }).click();
    await expect(
      checks.getByRole('cell', { name: 'Insurance seen by Flo on 3 Nov 2026', exact: true }),
    ).toBeVisible();

    await checks.getByLabel('What was seen').selectOption('Company registration');
    await checks.getByLabel('Company number').fill('123 4567');
    await checks.getByLabel('Day the evidence was seen').fill('2026-11-04');
    await checks.getByRole('button', { name: 'Record check' }).click();
    await expect(checks.getByRole('cell', { name: '01234567', exact: true })).toBeVisible();

    await checks.getByLabel('What was seen').selectOption('Trade body membership');
    await checks
      .getByLabel('Trade body')
      .selectOption({ label: 'Contract Flooring Association (CFA)' });
    await checks.getByLabel('Day the evidence was seen').fill('2026-11-05');
    await checks.getByRole('button', { name: 'Record check' }).click();
    const tradeBody = 'Membership of Contract Flooring Association (CFA) seen by Flo on 5 Nov 2026';
    await expect(checks.getByRole('cell', { name: tradeBody, exact: true })).toBeVisible();

    // A number the register could not hold is refused beside its field, and nothing is stored.
    await checks.getByLabel('What was seen').selectOption('Company registration');
    await checks.getByLabel('Company number').fill('ABC12');
    await checks.getByRole('button', { name: 'Record check' }).click();
    await expect(checks.getByText(/^Enter a Companies House number/)).toBeVisible();

    expect(storedChecks(listing.id)).toEqual([
      {
        kind: 'insurance',
        detail: 'Public liability £2m with Aviva',
        seen_on: '2026-11-03',
        expires_on: '2099-11-02',
        removed: 0,
      },
      { kind: 'company', detail: '01234567', seen_on: '2026-11-04', expires_on: null, removed: 0 },
      { kind: 'trade_body', detail: 'cfa', seen_on: '2026-11-05', expires_on: null, removed: 0 },
    ]);

    await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
    const checked = page.getByRole('region', { name: 'Checked by Flo' });
    await expect(checked.getByText('Insurance seen by Flo on 3 Nov 2026')).toBeVisible();
    await expect(
      checked.getByText('Public liability £2m with Aviva; valid until 2 Nov 2099'),
    ).toBeVisible();
    await expect(checked.getByText(tradeBody)).toBeVisible();
    const register = checked.getByRole('link', { name: '01234567' });
    await expect(register).toHaveAttribute('href', `${COMPANIES_HOUSE}01234567`);
    await expect(register).toHaveAttribute('rel', 'noopener');

    // Removed, the membership leaves the profile and stays on record with who removed it.
    await page.goto(`${urls.siteUrl}/admin/specialists/${listing.id}/manage`);
    await checks.getByRole('button', { name: `Remove: ${tradeBody}` }).click();
    await expect(checks.getByText(/^Removed by /)).toBeVisible();
    expect(storedChecks(listing.id).map((row) => (row as { removed: number }).removed)).toEqual([
      0, 0, 1,
    ]);
    await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
    await expect(checked.getByText('Insurance seen by Flo on 3 Nov 2026')).toBeVisible();
    await expect(checked.getByText(tradeBody)).toHaveCount(0);
  });
});

test('the profile draws the area covered, with the towns served, as an inline SVG', async ({
  page,
  request,
  urls,
}) => {
  const listing = demoBusinessListing();
  const detail = (await (
    await request.get(`${urls.siteUrl}/api/specialists/unified/${listing.slug}`)
  ).json()) as SpecialistDetail;
  const towns = detail.coverage?.towns ?? [];
  expect(towns.length).toBeGreaterThan(3);

  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  const map = page.getByRole('img', { name: `Map of the area ${listing.name} covers` });
  await expect(map).toBeVisible();
  await expect(map.locator('circle.coverage__radius')).toHaveCount(1);
  await expect(map.locator('text', { hasText: /^Manchester$/ })).toBeVisible();
  const labels = await map.locator('text').allTextContents();
  expect(towns.filter((town) => labels.includes(town.name)).length).toBeGreaterThan(3);
  const served = page.getByRole('list', { name: `Towns ${listing.name} serves` });
  for (const town of towns) {
    await expect(served.getByText(`${town.name} (${town.miles} miles)`)).toBeVisible();
  }
  await expect(
    page.getByText(
      `${listing.name} travels up to ${detail.coverage?.radiusMiles} miles from Manchester`,
    ),
  ).toBeVisible();
  await expect(map.locator('image, foreignObject, [style]')).toHaveCount(0);
});

test('the business sees its checks read-only and sets how far it travels', async ({
  page,
  urls,
}) => {
  const listing = demoBusinessListing();
  await businessLogIn(page, urls.siteUrl);
  const card = page.getByRole('region', { name: 'Checks on your profile' });
  await expect(card.getByText('Insurance seen by Flo on 3 Nov 2026')).toBeVisible();
  await expect(card.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(card.getByRole('button')).toHaveCount(0);

  await page.goto(`${urls.siteUrl}/dashboard/profile`);
  await page.getByLabel(/^How far you travel, in miles/).fill('35');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  expect(
    withDatabase(true, (db) =>
      db.prepare('select service_radius_miles from specialists where id = ?').get(listing.id),
    ),
  ).toEqual({ service_radius_miles: 35 });
  await page.getByRole('link', { name: 'See your public profile' }).click();
  await expect(
    page.getByText(`${listing.name} travels up to 35 miles from Manchester`),
  ).toBeVisible();
});
