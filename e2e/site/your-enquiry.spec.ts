import { createQuote, openDatabase } from '@flo/api/testing';
import { outboxMailsForEnquiry } from '../support/business.ts';
import { enquiriesFor, withDatabase } from '../support/database.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  answerUpToProjectDetails,
  chatIn,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  visitorFor,
} from '../support/flo-chat.ts';

const DAY_MS = 86_400_000;

/** The names of the firms the enquiry went to, in the order they were matched. */
function recipientNames(reference: string): string[] {
  return withDatabase(true, (db) =>
    (
      db
        .prepare(
          `select s.name from enquiry_recipients r
             join enquiries e on e.id = r.enquiry_id
             join specialists s on s.id = r.specialist_id
            where e.public_id = ? order by r.rowid`,
        )
        .all(reference) as { name: string }[]
    ).map((row) => row.name),
  );
}

/** A firm's quote for the enquiry, written as the business's quote would be. */
function quoteFrom(reference: string, firmName: string): void {
  const db = openDatabase(e2eUrls().databasePath);
  try {
    const row = db.$client
      .prepare(
        `select e.id as enquiryId, s.id as specialistId from enquiries e
           join enquiry_recipients r on r.enquiry_id = e.id
           join specialists s on s.id = r.specialist_id
          where e.public_id = ? and s.name = ?`,
      )
      .get(reference, firmName) as { enquiryId: number; specialistId: number };
    createQuote(
      db,
      {
        ...row,
        description: 'Wool twist on the hall, stairs and landing',
        items: [{ description: 'Supply and fit', amountPence: 98_000 }],
        validUntil: new Date(Date.now() + 14 * DAY_MS),
      },
      new Date(),
    );
  } finally {
    db.$client.close();
  }
}

test('the visitor sees the matched firms, drops one, follows the replies and closes the enquiry', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('choose-firms');
  await page.goto(`${urls.siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await answerUpToProjectDetails(chat, visitor);
  await sendMessage(chat, visitor.projectDetails);

  // Before sending: three firms as cards with their rating and reviews, each removable.
  await expectBotSays(chat, 'Your enquiry will go to these 3 specialists');
  const removals = chat.getByRole('button', { name: /^Remove / });
  await expect(removals).toHaveCount(3);
  const labels = await removals.allTextContents();
  const shown = labels.map((label) => label.replace(/^Remove /, ''));
  for (const name of shown) {
    await expect(chat.getByRole('link', { name, exact: true }).last()).toBeVisible();
  }
  await expect(chat.getByText(/review/).last()).toBeVisible();
  const [first, dropped, third] = shown as [string, string, string];
  await removals.nth(1).click();
  await expectBotSays(chat, 'Your enquiry will go to these 2 specialists');
  await chat.getByRole('button', { name: 'Send to all 2' }).click();
  await expectSubmitted(chat, `Your enquiry has gone to ${first} and ${third}`);

  const [stored] = enquiriesFor(visitor.email);
  const reference = stored?.public_id ?? '';
  expect(recipientNames(reference)).toEqual([first, third]);
  const mails = outboxMailsForEnquiry(reference);
  expect(mails.filter((mail) => mail.kind === 'specialist_lead')).toHaveLength(2);
  const confirmation = mails.find((mail) => mail.kind === 'enquiry_confirmation');
  expect(confirmation?.text).toContain(`We've passed it to ${first} and ${third}`);
  expect(confirmation?.text).not.toContain(dropped);

  // The private link in the confirmation: no account, the firms, their quotes.
  const link = confirmation?.text.match(
    /\/your-enquiry\/enq_[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]+/,
  )?.[0];
  expect(link).toBeDefined();
  quoteFrom(reference, third);
  await page.goto(`${urls.siteUrl}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: third })).toBeVisible();
  await expect(page.getByRole('heading', { name: dropped })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept quote for £980.00' }).click();
  await expect(page.getByText(/^Accepted on .*will contact you/)).toBeVisible();
  await page.getByRole('button', { name: 'Close this enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('You closed this enquiry on');

  const closed = withDatabase(true, (db) =>
    db.prepare('select status, closed_at from enquiries where public_id = ?').get(reference),
  ) as { status: string; closed_at: number | null };
  expect(closed.status).toBe('closed');
  expect(closed.closed_at).not.toBeNull();
  expect(outboxMailsForEnquiry(reference).filter((m) => m.kind === 'quote_accepted')).toHaveLength(
    1,
  );
});
