import { copy } from '@flo/chat-machine';
import type { Locator, Page } from '@playwright/test';
import { outboxMailsForEnquiry } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { recipientsFor } from '../support/enquiry-recipients.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  chatIn,
  chooseReply,
  expectBotSays,
  floHost,
  sendMessage,
  type Visitor,
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';

/*
 * Issue 21, item 2 (ADR 025): the visitor's place is kept in their words, beside the city
 * whose specialists it went to and how far that is; names of several places ask, misspellings
 * offer the closest names, places far from everyone name the nearest specialists and the
 * visitor chooses who gets it; a search that finds nobody offers places and a request.
 */

interface StoredPlace {
  public_id: string;
  location: string;
  postcode: string | null;
  nearest_city: string | null;
  nearest_city_miles: number | null;
  status: string;
}

function storedPlaceOf(visitor: Visitor): StoredPlace {
  const rows = withDatabase(true, (db) =>
    db
      .prepare(
        `select public_id, location, postcode, nearest_city, nearest_city_miles, status
           from enquiries where customer_email = ? order by id`,
      )
      .all(visitor.email),
  ) as StoredPlace[];
  expect(rows).toHaveLength(1);
  return rows[0] as StoredPlace;
}

async function homeHeroChat(page: Page, siteUrl: string): Promise<Locator> {
  await page.goto(`${siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await expectBotSays(chat, copy.welcome);
  return chat;
}

/** Home chat → the service → the place typed, up to Flo's answer about it. */
async function typePlace(page: Page, siteUrl: string, visitor: Visitor): Promise<Locator> {
  const chat = await homeHeroChat(page, siteUrl);
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, visitor.city);
  return chat;
}

/** 'Just send my details', the contact steps and the project, then sent (firms kept as offered). */
async function justSendMyDetails(chat: Locator, visitor: Visitor): Promise<void> {
  await expectBotSays(chat, copy.askIntent);
  await chooseReply(chat, copy.intentMessage);
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  const done = chat.getByText(WIDGET_TEXT.submittedFooter);
  const sendFirms = chat.getByRole('button', { name: /^Send (it|to all \d+)$/ });
  await expect(done.or(sendFirms).first()).toBeVisible();
  if (await sendFirms.count()) await sendFirms.last().click();
  await expect(done).toBeVisible();
}

test('Isle of Wight is stored and mailed as the island, with Portsmouth and the miles beside it', async ({
  page,
  request,
  urls,
}) => {
  const visitor = visitorFor('place-isle-of-wight', { city: 'Isle of Wight' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, 'Nearest specialists to Isle of Wight (11 miles): Portsmouth');
  await justSendMyDetails(chat, visitor);

  const stored = storedPlaceOf(visitor);
  expect(stored).toMatchObject({
    location: 'Isle of Wight',
    nearest_city: 'Portsmouth',
    nearest_city_miles: 11,
  });
  const place = 'Isle of Wight (nearest specialists: Portsmouth, 11 miles)';
  const leads = outboxMailsForEnquiry(stored.public_id).filter((m) => m.kind === 'specialist_lead');
  expect(leads.length).toBeGreaterThan(0);
  for (const lead of leads) {
    expect(lead.text).toContain(`Location: ${place}`);
    expect(lead.text).not.toContain('Location: Portsmouth');
  }

  // The operators' console shows the same words and distance.
  const login = await request.post(`${urls.apiUrl}/api/admin/login`, {
    data: { email: 'e2e-admin@flo.local', password: 'e2e-admin-password' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('admin_token', value), token);
  await page.goto(`${urls.siteUrl}/admin/enquiries?city=portsmouth`);
  await expect(page.getByRole('cell', { name: place }).first()).toBeVisible();
});

test('Llandudno stays Llandudno, measured to Liverpool', async ({ page, urls }) => {
  const visitor = visitorFor('place-llandudno', { city: 'Llandudno' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, 'Nearest specialists to Llandudno (36 miles): Liverpool');
  await justSendMyDetails(chat, visitor);
  const stored = storedPlaceOf(visitor);
  expect(stored).toMatchObject({
    location: 'Llandudno',
    nearest_city: 'Liverpool',
    nearest_city_miles: 36,
  });
  const [lead] = outboxMailsForEnquiry(stored.public_id).filter(
    (m) => m.kind === 'specialist_lead',
  );
  expect(lead?.text).toContain('Location: Llandudno (nearest specialists: Liverpool, 36 miles)');
});

test('Newcastle asks which, and under Lyme goes to Stoke-on-Trent specialists', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('place-newcastle', { city: 'Newcastle' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, 'Did you mean Newcastle upon Tyne or Newcastle under Lyme?');
  await chooseReply(chat, 'Newcastle under Lyme');
  await expectBotSays(chat, 'Nearest specialists to Newcastle under Lyme');
  await justSendMyDetails(chat, visitor);
  const stored = storedPlaceOf(visitor);
  expect(stored).toMatchObject({
    location: 'Newcastle under Lyme',
    nearest_city: 'Stoke-on-Trent',
  });
  for (const recipient of recipientsFor(visitor.email)) expect(recipient.status).toBe('active');
});

test("Manchster offers 'Did you mean Manchester?' and goes on with Manchester", async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('place-manchster', { city: 'Manchster' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, "I couldn't find Manchster. Did you mean Manchester");
  await chooseReply(chat, 'Manchester');
  await expectBotSays(chat, copy.searchResults('Manchester'));
  await justSendMyDetails(chat, visitor);
  expect(storedPlaceOf(visitor)).toMatchObject({
    location: 'Manchester',
    nearest_city: 'Manchester',
    nearest_city_miles: 0,
  });
});

test('St Ives asks which; in Cornwall the visitor sends to the Plymouth specialists, 60 miles off', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('place-st-ives', { city: 'St Ives' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, 'Did you mean St Ives, Cornwall or Saint Ives, Cambridgeshire?');
  await chooseReply(chat, 'St Ives, Cornwall');
  await expectBotSays(chat, copy.distantSpecialists('St Ives', 'Plymouth', 60));
  await expect(chat.locator('.flo-card').last()).toBeVisible();
  await chooseReply(chat, copy.sendToDistant('Plymouth'));
  await justSendMyDetails(chat, visitor);
  const stored = storedPlaceOf(visitor);
  expect(stored).toMatchObject({
    location: 'St Ives, Cornwall',
    nearest_city: 'Plymouth',
    nearest_city_miles: 60,
    status: 'matched',
  });
  expect(recipientsFor(visitor.email).length).toBeGreaterThan(0);
});

test('a Shetland visitor chooses the Flo team: unmatched, with the nearest specialists named', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('place-lerwick', { city: 'Lerwick' });
  const chat = await typePlace(page, urls.siteUrl, visitor);
  await expectBotSays(chat, 'Our nearest specialists to Lerwick are in Aberdeen');
  await chooseReply(chat, copy.sendToTeam);
  await justSendMyDetails(chat, visitor);
  await expectBotSays(chat, copy.submittedToTeam);
  const stored = storedPlaceOf(visitor);
  expect(stored).toMatchObject({ location: 'Lerwick', nearest_city: 'Aberdeen', status: 'new' });
  expect(recipientsFor(visitor.email)).toEqual([]);
  const unmatched = outboxMailsForEnquiry(stored.public_id).find(
    (m) => m.kind === 'unmatched_enquiry',
  );
  expect(unmatched?.text).toContain(
    `Location: Lerwick (nearest specialists: Aberdeen, ${stored.nearest_city_miles} miles)`,
  );
});

test('a search that finds nobody offers the closest places and a way to send a request', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.siteUrl}/search?location=Manchster&service=carpet`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { name: '0 specialists found' })).toBeVisible();
  await expect(page.getByText("We couldn't find Manchster. Did you mean:")).toBeVisible();
  const request = page.getByRole('link', { name: 'Send a request' });
  await expect(request).toHaveAttribute('href', '/post-a-job?city=Manchster&service=carpet');

  await page.getByRole('link', { name: 'Manchester', exact: true }).click();
  await expect(page).toHaveURL(/location=Manchester/);
  await expect(page.getByRole('heading', { name: /specialists? found/ })).not.toHaveText(
    '0 specialists found',
  );

  // A place far from everyone: the nearest cities with the miles, and the request form.
  await page.goto(`${urls.siteUrl}/search?location=${encodeURIComponent('Lerwick')}`);
  await expect(page.getByText('The nearest specialists to Lerwick:')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Aberdeen \(\d+ miles\)$/ })).toHaveAttribute(
    'href',
    '/specialists/aberdeen',
  );
  await page.getByRole('link', { name: 'Send a request' }).click();
  await expect(page.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Lerwick');
});
