import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSession,
  DEMO_BUSINESS_EMAIL,
  openDatabase,
  startStripeStandIn,
} from '@flo/api/testing';
import { type RunningApi, startApiProcess } from '../support/api-process.ts';
import { expect, test } from '../support/fixtures.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Card payments need a server started with the Stripe variables, so this test runs its own,
 * pointed at the Stripe stand-in (no test reaches Stripe), on its own SQLite file.
 */
test('a business pays for Featured on the checkout page, is featured, and loses it after a failed renewal', async ({
  page,
}) => {
  const stripe = await startStripeStandIn();
  const workDir = mkdtempSync(join(tmpdir(), 'flo-billing-e2e-'));
  const databasePath = join(workDir, 'flo.db');
  let api: RunningApi | undefined;
  try {
    api = await startApiProcess({
      repoRoot,
      databasePath,
      logPath: join(workDir, 'api.log'),
      extraEnv: {
        ADMIN_EMAIL: 'e2e-admin@flo.local',
        ADMIN_PASSWORD: 'e2e-admin-password',
        DEMO_BUSINESS_PASSWORD: 'e2e-business-password',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
    const apiUrl = api.url;
    stripe.deliverTo(async (payload, signature) => {
      const res = await fetch(`${apiUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return res.status;
    });
    const db = openDatabase(databasePath);
    const business = db.$client
      .prepare(
        `select b.id, s.name, s.slug, c.slug as city from businesses b
          join specialists s on s.id = b.specialist_id join cities c on c.id = s.city_id
          where b.email = ?`,
      )
      .get(DEMO_BUSINESS_EMAIL) as { id: number; name: string; slug: string; city: string };
    // Signed in the way the login page leaves a business: its token in localStorage. The
    // cookie choice is made already, so no banner covers the public pages it comes back to.
    const token = createSession(db, 'business', business.id, new Date());
    await page.addInitScript((value) => {
      localStorage.setItem('business_auth_token', value);
      localStorage.setItem('cookieConsent', 'declined');
    }, token);

    await page.goto(`${apiUrl}/dashboard`);
    const billing = page.getByRole('region', { name: 'Billing' });
    await billing.getByLabel(/^Featured:/).check();
    await billing.getByRole('button', { name: 'Continue to secure payment' }).click();

    await expect(page.getByRole('heading', { name: 'Pay Flo' })).toBeVisible();
    await expect(page.getByTestId('plan')).toContainText('featured: £59.00 per month plus VAT');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/subscription-success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Your Featured plan is active' })).toBeVisible();
    await expect(page.getByText(/^It renews on \d+ \w+ \d{4}\.$/)).toBeVisible();

    await page.goto(`${apiUrl}/specialist/${business.slug}`);
    await expect(page.locator('.featured-badge').first()).toBeVisible();
    await page.goto(`${apiUrl}/specialists/${business.city}`);
    const card = page.locator('article.specialist-card', {
      has: page.getByRole('link', { name: business.name, exact: true }),
    });
    await expect(card.locator('.featured-badge')).toBeVisible();

    // The renewal fails; the grace period then runs out (the plan's clock moved 15 days on),
    // and Stripe's next retry event finds it over.
    const [subscriptionId] = [...stripe.account.subscriptions.keys()];
    await stripe.failRenewal(subscriptionId as string);
    expect(db.$client.prepare('select status from subscriptions').pluck().get()).toBe('past_due');
    db.$client.prepare('update subscriptions set past_due_since = ?').run(Date.now() - 15 * DAY_MS);
    await stripe.failRenewal(subscriptionId as string);
    await page.goto(`${apiUrl}/specialist/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.locator('.featured-badge')).toHaveCount(0);
    db.$client.close();
  } finally {
    await api?.close();
    await stripe.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});
