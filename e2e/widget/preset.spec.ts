import { copy } from '@flo/chat-machine';
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
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test('a bubble told data-service="hardwood" data-city="Leeds" skips both questions and reaches Leeds hardwood specialists', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('preset', {
    service: 'Hardwood Flooring',
    city: 'Leeds',
    name: 'Grace Okafor',
    projectDetails: 'Sanding and oiling the original oak boards in a through lounge.',
  });
  await page.goto(`${urls.plainHtmlUrl}/guides/oak-floors-in-leeds.html`);
  const bubble = floHost(page, 'bubble');
  await expect(bubble).toBeAttached();
  await page.mouse.wheel(0, 900);
  await bubble.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
  const chat = chatIn(bubble, 'dialog');

  await expectBotSays(chat, copy.searchResults('Leeds'));
  await expectBotSays(chat, copy.askIntent);
  // Neither question the page already answered was asked.
  await expect(chat.getByText(copy.welcome)).toHaveCount(0);
  await expect(chat.getByText(copy.askCity)).toHaveCount(0);
  await expect(chat.getByRole('button', { name: 'Carpet Installation' })).toHaveCount(0);
  await expect(chat.locator('.flo-card').first()).toBeVisible();

  await chooseReply(chat, copy.intentMessage);
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
  await sendMessage(chat, visitor.projectDetails);
  await sendToShownFirms(chat);
  await expectSubmitted(chat);

  const stored = expectOneStoredEnquiry(visitor, {
    chatbotSource: 'general_page_chatbot',
    path: '/guides/oak-floors-in-leeds.html',
    pageType: 'home',
  });
  expect(stored.page_context).toMatchObject({ serviceSlug: 'hardwood', cityName: 'Leeds' });
  const recipients = recipientsFor(visitor.email);
  expect(recipients.length).toBeGreaterThan(0);
  for (const recipient of recipients) {
    expect(recipient).toMatchObject({ status: 'active', city_slug: 'leeds' });
    expect(recipient.services).toContain('hardwood');
  }
});
