import { expect, test } from '../support/fixtures.ts';
import { chatIn, completeGeneralFlow, floHost, visitorFor } from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test("the host page's own button opens Flo as a modal that holds focus until Escape closes it", async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('modal');
  await page.goto(`${urls.plainHtmlUrl}/`);
  const opener = page.getByRole('button', { name: 'Get free quotes' });
  await opener.click();

  const modal = floHost(page, 'modal');
  const chat = chatIn(modal, 'dialog');
  await expect(chat).toBeVisible();
  // Focus moves into the modal and Tab keeps it there (focus inside a shadow root shows as
  // the host element on the page's document).
  const focusIsInModal = () =>
    page.evaluate(() => document.activeElement?.matches('flo-chat[data-variant="modal"]'));
  await expect.poll(focusIsInModal).toBe(true);
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
  expect(await focusIsInModal()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(chat).toBeVisible();
  await completeGeneralFlow(chat, visitor);
  // No data-source on this instance: Flo derives it from the host page's path.
  expectOneStoredEnquiry(visitor, {
    chatbotSource: 'homepage_chatbot',
    path: '/',
    pageType: 'home',
  });
});
