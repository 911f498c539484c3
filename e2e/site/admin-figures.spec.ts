import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';

/** A week of 2025 the demo seed leaves empty and no other spec writes to. */
const FROM = '2025-03-03';
const TO = '2025-03-09';

/** Enquiries of that week, stored as the API stores them: two chats and a form on Tuesday, a job on Thursday. */
function seedWeek() {
  withDatabase(false, (db) => {
    const insert = db.prepare(
      `insert or ignore into enquiries (public_id, kind, flooring_type, location, customer_name,
        budget_range, urgency, chatbot_source, nearest_city, created_at)
        values (?, ?, 'Carpet', 'Figures Town', 'Figures Test', 'Not sure', 'Flexible', 'e2e', 'Leeds', ?)`,
    );
    insert.run('FIG-E2E-1', 'chat', Date.parse('2025-03-04T09:00:00Z'));
    insert.run('FIG-E2E-2', 'chat', Date.parse('2025-03-04T15:00:00Z'));
    insert.run('FIG-E2E-3', 'simple', Date.parse('2025-03-04T18:00:00Z'));
    insert.run('FIG-E2E-4', 'job', Date.parse('2025-03-06T11:00:00Z'));
  });
}

/** The week's enquiries per day and kind, straight from SQLite, as the table's text should read. */
function storedRows(): string[] {
  const counts = withDatabase(true, (db) =>
    db
      .prepare(
        `select date(created_at / 1000, 'unixepoch') as day, kind, count(*) as n from enquiries
          where created_at >= ? and created_at < ? group by day, kind`,
      )
      .all(Date.parse(`${FROM}T00:00:00Z`), Date.parse('2025-03-10T00:00:00Z')),
  ) as { day: string; kind: string; n: number }[];
  return ['3', '4', '5', '6', '7', '8', '9'].map((date) => {
    const day = `2025-03-0${date}`;
    const n = (kind: string) => counts.find((row) => row.day === day && row.kind === kind)?.n ?? 0;
    return [
      `${date} Mar`,
      n('chat'),
      n('simple'),
      n('job'),
      n('chat') + n('simple') + n('job'),
    ].join(' ');
  });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin picks a period on Figures and reads a chart as a table that matches the database', async ({
  page,
  urls,
}) => {
  seedWeek();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${urls.siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Figures' })
    .click();
  const perDay = page.getByRole('region', { name: 'Enquiries per day by source' });
  await expect(perDay.locator('svg rect').first()).toBeVisible();

  const period = page.getByRole('form', { name: 'Period' });
  await period.getByLabel('From').fill(FROM);
  await period.getByLabel('To').fill(TO);
  await period.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`${urls.siteUrl}/admin/figures?from=${FROM}&to=${TO}`);
  await expect(
    perDay.getByText(
      /^4 enquiries from 3 Mar to 9 Mar: 2 by chat, 1 by form and 1 as posted jobs\./,
    ),
  ).toBeVisible();
  await expect(perDay.locator('svg rect')).toHaveCount(3);
  expect(await noSidewaysScroll(page)).toBe(true);

  await perDay.getByRole('button', { name: 'Show as table' }).click();
  const table = perDay.getByRole('table', { name: /Enquiries per day by source/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(7);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim()).join(' ')),
  );
  expect(shown).toEqual(storedRows());

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});
