import { copy, GENERAL_ADVICE, UNDERLAY_ADVICE } from '@flo/chat-machine';
import type { Locator, Page } from '@playwright/test';
import { enquiriesFor } from '../support/database.ts';
import { recipientsFor } from '../support/enquiry-recipients.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  chatIn,
  chooseReply,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  sendToShownFirms,
  type Visitor,
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

const HOME_HERO = { chatbotSource: 'homepage_chatbot', path: '/', pageType: 'home' };

/** The hero chat of the home page, open by default, after the cookie banner is answered. */
async function homeHeroChat(page: Page, siteUrl: string): Promise<Locator> {
  await page.goto(`${siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await expect(chat).toBeVisible();
  return chat;
}

test('Start over restarts the conversation, also one restored after a reload', async ({
  page,
  urls,
}) => {
  const chat = await homeHeroChat(page, urls.siteUrl);
  const startOver = chat.getByRole('button', { name: 'Start over' });
  await expectBotSays(chat, copy.welcome);
  await expect(startOver).toHaveCount(0);
  await chooseReply(chat, 'Tile Installation');
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, 'Leeds');
  await expectBotSays(chat, copy.askIntent);

  // The conversation survives the reload, and so does the way out of it.
  await page.reload();
  const restored = chatIn(floHost(page, 'hero'), 'region');
  await expect(restored.locator('.flo-message-user', { hasText: 'Leeds' })).toBeVisible();
  await restored.getByRole('button', { name: 'Start over' }).click();
  await expectBotSays(restored, copy.welcome);
  await expect(restored.locator('.flo-message-user')).toHaveCount(0);
  await expect(restored.getByRole('button', { name: 'Start over' })).toHaveCount(0);

  // Started over means forgotten: the next load begins at the welcome too.
  await page.reload();
  const fresh = chatIn(floHost(page, 'hero'), 'region');
  await expectBotSays(fresh, copy.welcome);
  await expect(fresh.getByRole('button', { name: 'Tile Installation', exact: true })).toBeVisible();
  await expect(fresh.locator('.flo-message-user')).toHaveCount(0);

  // And on a conversation that never left the page.
  await chooseReply(fresh, 'Tile Installation');
  await expectBotSays(fresh, copy.askCity);
  await fresh.getByRole('button', { name: 'Start over' }).click();
  await expectBotSays(fresh, copy.welcome);
  await expect(fresh.locator('.flo-message-user')).toHaveCount(0);
});

/** The message box, for checking the field each question gets. */
const messageBox = (chat: Locator) => chat.getByRole('textbox', { name: 'Type your message' });

/**
 * Name, e-mail, phone and project details, checking each gets its own kind of field, then the
 * submitted state.
 */
async function finishEnquiry(
  chat: Locator,
  visitor: Visitor,
  thanks = 'All done! Your enquiry has gone to',
): Promise<void> {
  await expectBotSays(chat, copy.askName);
  await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'name');
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await expect(messageBox(chat)).toHaveAttribute('type', 'email');
  await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'email');
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await expect(messageBox(chat)).toHaveAttribute('type', 'tel');
  await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'tel');
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  // Sent anyway to the Flo team, it goes to no firm, so there are none to choose.
  if (thanks !== copy.submittedToTeam) await sendToShownFirms(chat);
  await expectBotSays(chat, thanks);
  await expect(chat.getByText(WIDGET_TEXT.submittedFooter)).toBeVisible();
  await expect(messageBox(chat)).toHaveCount(0);
}

test('a visitor from abroad keeps a misspelt-looking e-mail and gives a French number', async ({
  page,
  urls,
}) => {
  // The API suggests gmail.com for this domain; the visitor says it is right as typed.
  const visitor = visitorFor('abroad', {
    email: 'camille.abroad@gmial.com',
    phone: '+33 1 23 45 67 89',
  });
  const chat = await homeHeroChat(page, urls.siteUrl);
  await expectBotSays(chat, copy.welcome);
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, visitor.city);
  await expectBotSays(chat, copy.askIntent);
  await chooseReply(chat, copy.intentMessage);
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await expect(chat.getByRole('button', { name: copy.skipContact })).toBeVisible();
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.didYouMean('camille.abroad@gmail.com'));
  await expect(messageBox(chat)).toHaveAttribute('type', 'email');
  await chooseReply(chat, copy.keepTypedEmail(visitor.email));
  await expectBotSays(chat, copy.askPhone);
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  await sendToShownFirms(chat);
  await expectSubmitted(chat);

  const [row, ...others] = enquiriesFor(visitor.email);
  expect(others).toEqual([]);
  expect(row).toMatchObject({ customer_email: visitor.email, customer_phone: '+33123456789' });
});

test('a visitor who gives an e-mail may skip the phone', async ({ page, urls }) => {
  const visitor = visitorFor('skip-phone');
  const chat = await homeHeroChat(page, urls.siteUrl);
  await expectBotSays(chat, copy.welcome);
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, visitor.city);
  await expectBotSays(chat, copy.askIntent);
  await chooseReply(chat, copy.intentMessage);
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await chooseReply(chat, copy.skipContact);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  await sendToShownFirms(chat);
  await expectSubmitted(chat);

  const [row, ...others] = enquiriesFor(visitor.email);
  expect(others).toEqual([]);
  expect(row).toMatchObject({ customer_email: visitor.email, customer_phone: '' });
});

for (const place of ['Leeds', 'M14 5AB', 'Stockport', 'West Yorkshire']) {
  test(`a visitor in ${place} reaches real specialists, typing into the right kind of field`, async ({
    page,
    urls,
  }) => {
    const tag = `location-${place.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const visitor = visitorFor(tag, { city: place, service: 'Carpet Installation' });
    const chat = await homeHeroChat(page, urls.siteUrl);
    await expectBotSays(chat, copy.welcome);
    await chooseReply(chat, visitor.service);
    await expectBotSays(chat, copy.askCity);
    await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'address-level2');
    await sendMessage(chat, place);
    await expect(
      chat.getByText(/^(Here are some specialists who cover|Nearest specialists to)/).first(),
    ).toBeVisible();
    await expectBotSays(chat, copy.askIntent);
    await expect(chat.locator('.flo-card').first()).toBeVisible();
    await chooseReply(chat, copy.intentMessage);
    await finishEnquiry(chat, visitor);

    // Stored with the served city the place resolved to, and sent to specialists there.
    const [row, ...others] = enquiriesFor(visitor.email);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: 'chat', chatbot_source: 'homepage_chatbot' });
    expect(row?.location).not.toBe('');
    const recipients = recipientsFor(visitor.email);
    expect(recipients.length).toBeGreaterThan(0);
    for (const recipient of recipients) {
      expect(recipient.status).toBe('active');
      expect(recipient.services).toContain('carpet');
    }
  });
}

test('a place with no specialists near it can still be sent, for the Flo team to place', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('location-send-anyway', {
    city: 'Baltasound',
    service: 'Tile Installation',
  });
  const chat = await homeHeroChat(page, urls.siteUrl);
  await expectBotSays(chat, copy.welcome);
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, 'Baltasound');
  // Too small for the gazetteer (under 1,000 people) and spelt like no place in it: no match.
  await expectBotSays(chat, copy.searchNoMatch);
  await chooseReply(chat, copy.sendAnyway);
  await expectBotSays(chat, copy.askIntent);
  await chooseReply(chat, copy.intentMessage);
  await finishEnquiry(chat, visitor, copy.submittedToTeam);

  expectOneStoredEnquiry(visitor, HOME_HERO);
  expect(recipientsFor(visitor.email)).toEqual([]);
});

test('on /services/hardwood, talking it through first still asks where the project is', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('location-hardwood-talk', {
    city: 'Leeds',
    service: 'Hardwood Flooring',
    name: 'Oliver Brennan',
    projectDetails: 'Refinishing a parquet floor in a hall and dining room.',
  });
  await page.goto(`${urls.siteUrl}/services/hardwood`);
  await page.getByRole('button', { name: 'Accept' }).click();
  // The service guide's own chat slot, embedded in the page.
  const chat = chatIn(floHost(page, 'embedded'), 'region');
  await expectBotSays(chat, copy.enhancedProjectDetails('Hardwood Flooring'));
  await sendMessage(chat, visitor.projectDetails);
  await expectBotSays(chat, copy.enhancedName);
  await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'name');
  await sendMessage(chat, visitor.name);
  await chooseReply(chat, copy.preferenceTalk);
  await expectBotSays(chat, copy.enhancedPostcode);
  await expect(messageBox(chat)).toHaveAttribute('autocomplete', 'postal-code');
  await sendMessage(chat, 'LS6 2AA');
  await expectBotSays(chat, copy.enhancedContact);
  await expect(messageBox(chat)).toHaveAttribute('type', 'tel');
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.enhancedContactEmail);
  await expect(messageBox(chat)).toHaveAttribute('type', 'email');
  await sendMessage(chat, visitor.email);
  await sendToShownFirms(chat);
  await expectSubmitted(chat);

  const recipients = recipientsFor(visitor.email);
  expect(recipients.length).toBeGreaterThan(0);
  for (const recipient of recipients) expect(recipient.services).toContain('hardwood');
});

test('quick advice on /search is fetched only when asked for, and answers the question asked', async ({
  page,
  urls,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${urls.siteUrl}/search`);
  await page.getByRole('button', { name: 'Accept' }).click();
  // The floating launcher shows past 500 px of scroll
  // (docs/product/chat-flows.md#widget-placement).
  await page.evaluate(() => window.scrollTo(0, 700));
  await floHost(page, 'bubble').getByRole('button', { name: WIDGET_TEXT.launcher }).click();
  const chat = chatIn(floHost(page, 'bubble'), 'dialog');
  await expectBotSays(chat, copy.locationGeneral);
  const loadedBeforeAdvice = scripts.length;

  await chooseReply(chat, copy.getAdvice);
  await expectBotSays(chat, GENERAL_ADVICE);
  // The texts are chunks of their own (answers, and the service advice the guides share); the
  // cards' chunk, with the response-time wording it imports, comes with the visitor's first
  // answer too (widget/src/features/chat/attachments).
  const fetchedOnAsking = scripts.slice(loadedBeforeAdvice);
  expect(fetchedOnAsking.some((url) => /\/answers-[\w-]+\.js$/.test(url))).toBe(true);
  for (const url of fetchedOnAsking) {
    expect(url).toMatch(/\/(answers|service-advice|AttachmentCards|response-time)-[\w-]+\.js$/);
  }
  await sendMessage(chat, 'How much is underlay for a carpet?');
  await expectBotSays(chat, UNDERLAY_ADVICE);
});
