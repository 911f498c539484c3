import { expect, test } from '../support/fixtures.ts';
import { chatIn, completeGeneralFlow, floHost, visitorFor } from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test("the host page's own button opens Flo as a modal that Escape closes", async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('modal');
  await page.goto(`${urls.plainHtmlUrl}/`);
  const opener = page.getByRole('button', { name: 'Get free quotes' });
  await opener.click();

  const chat = chatIn(floHost(page, 'modal'), 'dialog');
  await expect(chat).toBeVisible();
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
