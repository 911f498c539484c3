import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe.ts';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { demoDirectory } from '../support/site-data.ts';

interface Listing {
  id: number;
  slug: string;
  name: string;
  city_slug: string;
  city_name: string;
}

/**
 * An active listing nobody manages or claims, outside the demo city the other site specs
 * read, and past the ones the claim and moderation specs take (all specs share one database).
 */
function listingElsewhere(): Listing {
  const { city } = demoDirectory();
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select s.id, s.slug, s.name, c.slug as city_slug, c.name as city_name
           from specialists s join cities c on c.id = s.city_id
          where s.status = 'active' and c.slug != ?
            and not exists (select 1 from businesses b where b.specialist_id = s.id)
            and not exists (select 1 from claim_requests r where r.specialist_id = s.id)
          order by s.id limit 1 offset 20`,
      )
      .get(city.slug) as Listing | undefined;
    if (!row) throw new Error('The demo seed has too few listings outside the demo city');
    return row;
  });
}

async function logIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
}

test('an admin finds a listing, corrects its description, and writes a location page’s intro', async ({
  page,
  urls,
}) => {
  const listing = listingElsewhere();
  const description = `Family firm laying oak and walnut in ${listing.city_name} since 1998, corrected by the Flo team.`;
  await logIn(page, urls.siteUrl);

  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Specialists' })
    .click();
  const search = page.getByRole('search', { name: 'Find specialists' });
  await search.getByLabel('Name or words').fill(listing.name);
  await search.getByLabel('City').selectOption(listing.city_slug);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`city=${listing.city_slug}`));
  await page.getByRole('link', { name: listing.name, exact: true }).click();

  const profile = page.getByRole('region', { name: 'Profile and services' });
  await profile.getByLabel('Description').fill(description);
  await profile.getByRole('button', { name: 'Save listing' }).click();
  await expect(profile.getByRole('status')).toContainText('Listing saved.');
  expect(
    withDatabase(true, (db) =>
      db.prepare('select description from specialists where id = ?').get(listing.id),
    ),
  ).toEqual({ description });
  await profile.getByRole('link', { name: 'See the public profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await expect(page.getByText(description)).toBeVisible();

  const intro = `Most ${listing.city_name} tilers we list fit porcelain and natural stone alike.`;
  await page.goto(`${urls.siteUrl}/admin/location-pages?city=${listing.city_slug}&service=tile`);
  const editor = page.getByRole('region', { name: `Tile Installation in ${listing.city_name}` });
  await editor.getByLabel('Introduction').fill(intro);
  await editor.getByLabel(/^Title for search engines/).fill(`Tilers in ${listing.city_name}`);
  await editor.getByLabel(/^Description for search engines/).fill('Compare local tilers.');
  await editor.getByRole('button', { name: 'Save text' }).click();
  const publicPath = `/specialists/${listing.city_slug}/tile`;
  await expect(editor.getByRole('link', { name: publicPath })).toBeVisible();
  await expect(editor.getByText(/^Written text, shown on/)).toBeVisible();
  await page.goto(`${urls.siteUrl}${publicPath}`);
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Tilers in ${listing.city_name}`));

  await page.goto(`${urls.siteUrl}/admin/location-pages?city=${listing.city_slug}&service=tile`);
  await page.getByRole('button', { name: 'Use the generated text' }).click();
  await expect(page.getByText(/^Generated text now/)).toBeVisible();
  await page.goto(`${urls.siteUrl}${publicPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(intro)).toHaveCount(0);
});

test('the catalogue screens have no serious or critical axe violations', async ({ page, urls }) => {
  const listing = listingElsewhere();
  await logIn(page, urls.siteUrl);
  const screens = [
    { path: '/admin/specialists', ready: page.getByRole('table') },
    {
      path: `/admin/specialists/${listing.id}/manage`,
      ready: page.getByRole('region', { name: 'Leads' }),
    },
    { path: '/admin/locations', ready: page.getByRole('region', { name: 'Add a city' }) },
    {
      path: `/admin/location-pages?city=${listing.city_slug}`,
      ready: page.getByLabel('Introduction'),
    },
    { path: '/admin/chat-settings', ready: page.getByRole('region', { name: 'Live preview' }) },
  ];
  for (const { path, ready } of screens) {
    await page.goto(`${urls.siteUrl}${path}`);
    await expect(ready).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});
