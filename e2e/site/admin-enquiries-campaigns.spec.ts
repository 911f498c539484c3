import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

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
  // The cookie choice made already, so the banner covers none of the console.
  await page.evaluate((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('cookieConsent', 'declined');
  }, token);
}

const read = <T>(query: string, ...params: unknown[]) =>
  withDatabase(true, (db) => db.prepare(query).all(...params) as T[]);

test('an admin filters enquiries, opens one, changes its status and downloads the CSV', async ({
  page,
  request,
  urls,
}) => {
  const customer = 'Tamsin Tiles-E2e';
  const sent = await request.post(`${urls.apiUrl}/api/enquiries`, {
    data: {
      flooringType: 'Tile Installation',
      location: 'Leeds',
      customerName: customer,
      customerEmail: 'tamsin.admin-enquiries-e2e@example.co.uk',
      customerPhone: '07700 900777',
      budgetRange: '£1,000 - £3,000',
      urgency: 'Within 2-4 weeks',
      projectDetails: 'A kitchen floor in porcelain.',
      chatbotSource: 'homepage_chatbot',
      pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
      selectedServiceSlug: 'tile',
      selectedServiceName: 'Tile Installation',
    },
  });
  expect(sent.status()).toBe(201);
  const { id: reference } = (await sent.json()) as { id: string };

  await signInAdmin(page, request, urls);
  await page.goto(`${urls.siteUrl}/admin/enquiries`);
  const filters = page.getByRole('form', { name: 'Filter enquiries' });
  await filters.getByLabel('City').selectOption('leeds');
  await filters.getByLabel('Service').selectOption('tile');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?city=leeds&service=tile$/);
  await page.getByRole('link', { name: customer }).click();
  const card = page.getByRole('article', { name: `Enquiry from ${customer}` });
  await expect(
    card.getByText('tamsin.admin-enquiries-e2e@example.co.uk', { exact: true }),
  ).toBeVisible();
  await card.getByLabel('Status').selectOption('contacted');
  await card.getByRole('button', { name: 'Change status' }).click();
  await expect
    .poll(() =>
      read<{ status: string }>('select status from enquiries where public_id = ?', reference),
    )
    .toEqual([{ status: 'contacted' }]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('flo-enquiries.csv');
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Reference,Received \(UTC\),Status/);
  expect(csv).toContain(`${reference},`);
  expect(csv).toContain(customer);
});

test('an admin composes, previews and sends a campaign; a recipient unsubscribes', async ({
  page,
  request,
  urls,
}) => {
  const subject = `Tiling news ${Date.now()}`;
  const [audience] = read<{ n: number }>(
    `select count(distinct lower(s.email)) as n from specialists s join cities c on c.id = s.city_id
      where c.slug = 'leeds' and s.status = 'active' and exists (select 1 from specialist_services ss
        where ss.specialist_id = s.id and ss.service_slug = 'tile')
        and lower(s.email) not in (select email from mail_unsubscribes)`,
  );
  expect(audience?.n).toBeGreaterThan(0);

  await signInAdmin(page, request, urls);
  await page.goto(`${urls.siteUrl}/admin/email-campaigns`);
  await page.getByRole('link', { name: 'New campaign' }).click();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Porcelain is in demand in Leeds. <b>Not bold</b>.');
  await form.getByLabel('City').selectOption('leeds');
  await form.getByLabel('Service').selectOption('tile');
  await expect(page.getByText(`${audience?.n} specialist`)).toBeVisible();
  await expect(page.locator('pre.campaign-mail')).toContainText('<b>Not bold</b>');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/campaign=\d+$/);

  await page.getByRole('button', { name: 'Send…' }).click();
  await expect(
    page.getByText(`Send “${subject}” to ${audience?.n} specialists now?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, send it now' }).click();
  const delivery = page.getByRole('table', { name: 'Delivery to each specialist' });
  await expect(delivery.getByRole('row')).toHaveCount((audience?.n ?? 0) + 1);
  const mails = read<{ to: string; text: string }>(
    `select "to", text from mail_outbox where kind = 'campaign' and subject = ?`,
    subject,
  );
  expect(mails).toHaveLength(audience?.n ?? -1);

  const [mail] = mails;
  const link = /(https?:\/\/\S+\/unsubscribe\/[\w-]{43})$/m.exec(mail?.text ?? '')?.[1] ?? '';
  await page.goto(`${urls.siteUrl}${new URL(link).pathname}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(/this address will get no more/)).toBeVisible();
  expect(
    read('select email from mail_unsubscribes where email = ?', mail?.to.toLowerCase()),
  ).toHaveLength(1);
});
