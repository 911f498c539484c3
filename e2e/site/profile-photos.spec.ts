import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testJpeg, testPng } from '@flo/api/testing';
import type { Page } from '@playwright/test';
import { DEMO_BUSINESS, demoBusinessListing, E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/** Files as a business owner would have them on disk: phone photos, a logo, a misnamed file. */
async function filesOnDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'flo-photos-'));
  const write = (name: string, bytes: Buffer | string) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };
  const located = {
    IFD0: { Make: 'PhoneMaker', Copyright: 'home-address-marker' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 4213/100' },
  };
  return {
    hallway: write('IMG_0001.jpg', await testJpeg(1200, 900, { exif: located })),
    kitchen: write('IMG_0002.jpg', await testJpeg(900, 600)),
    logo: write('logo.png', await testPng(400, 200)),
    notAPhoto: write('quote.jpg', 'Quote for 30 square metres of oak, not a photo at all'),
  };
}

async function logInAsBusiness(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail address', { exact: true }).fill(DEMO_BUSINESS.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUSINESS.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${siteUrl}/dashboard`);
}

async function logInAsAdmin(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel('E-mail address', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Photos of their work' });

// The refused text file's upload answers 415, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/the server responded with a status of 415/] });

test('a business uploads its logo and photos, the profile shows them with srcset, and an operator removes one', async ({
  page,
  urls,
}) => {
  const listing = demoBusinessListing();
  const files = await filesOnDisk();

  await logInAsBusiness(page, urls.siteUrl);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Photos and logo' })
    .click();
  await expect(page.getByRole('heading', { name: 'Photos of your work (0 of 12)' })).toBeVisible();

  await page.getByLabel('Upload a logo').setInputFiles(files.logo);
  await expect(page.getByRole('img', { name: `${listing.name} logo` })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([files.hallway, files.kitchen]);
  await expect(page.getByText('2 images uploaded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photos of your work (2 of 12)' })).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles(files.notAPhoto);
  await expect(page.getByRole('alert')).toContainText(
    'quote.jpg: Upload a JPEG, PNG, WebP or AVIF image',
  );

  await page.getByLabel('What photo 1 shows').fill('Oak herringbone in a Didsbury hallway');
  await page.getByRole('button', { name: 'Save caption' }).first().click();
  await expect(page.getByText('Caption saved')).toBeVisible();

  // The public profile: the logo, and both photos as <picture> with AVIF and WebP widths.
  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await expect(page.getByRole('img', { name: `${listing.name} logo` })).toBeVisible();
  const hallway = gallery(page).getByRole('img', { name: 'Oak herringbone in a Didsbury hallway' });
  await expect(hallway).toBeVisible();
  await expect(gallery(page).getByRole('img')).toHaveCount(2);
  const sources = gallery(page).locator('picture').first().locator('source');
  await expect(sources.first()).toHaveAttribute('type', 'image/avif');
  await expect(sources.first()).toHaveAttribute(
    'srcset',
    /\/media\/[0-9a-f]{24}-480\.avif 480w, \/media\/[0-9a-f]{24}-960\.avif 960w, \/media\/[0-9a-f]{24}-1200\.avif 1200w/,
  );
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  await expect
    .poll(() => hallway.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await hallway.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\.avif$/);
  const file = await page.request.get(shown);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-type']).toBe('image/avif');
  const bytes = await file.body();
  expect(bytes.includes('home-address-marker')).toBe(false);
  expect(bytes.includes('Exif')).toBe(false);

  // An operator removes the hallway photo from the console; it leaves the profile and the disk.
  await logInAsAdmin(page, urls.siteUrl);
  await page.goto(`${urls.siteUrl}/admin/specialists/${listing.id}/manage`);
  const panel = page.getByRole('region', { name: 'Logo and photos' });
  await panel
    .getByRole('button', { name: 'Remove Photo 1: Oak herringbone in a Didsbury hallway' })
    .click();
  await expect(page.getByText('Removed from the profile')).toBeVisible();
  await expect(panel.getByRole('img')).toHaveCount(2);

  await page.goto(`${urls.siteUrl}/specialist/${listing.slug}`);
  await expect(gallery(page).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Oak herringbone' })).toHaveCount(0);
  expect((await page.request.get(shown)).status()).toBe(404);
  const stored = withDatabase(true, (db) =>
    db
      .prepare('select kind, caption from specialist_images where specialist_id = ? order by kind')
      .all(listing.id),
  );
  expect(stored).toEqual([
    { kind: 'logo', caption: '' },
    { kind: 'photo', caption: '' },
  ]);
});
