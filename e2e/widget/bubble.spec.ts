import { expect, test } from '../support/fixtures.ts';
import {
  chatIn,
  completeGeneralFlow,
  floHost,
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test('a reader of a third-party blog scrolls, opens the bubble and sends an enquiry', async ({
  page,
  urls,
}) => {
  const visitor = visitorFor('bubble');
  await page.goto(`${urls.plainHtmlUrl}/`);
  // The host's analytics hook, added from outside the page (its CSP forbids inline script).
  await page.waitForFunction(() => 'Flo' in window);
  await page.evaluate(() => {
    const host = window as unknown as {
      Flo: { on(event: string, handler: (payload: { enquiryId: string }) => void): void };
      submittedIds: string[];
    };
    host.submittedIds = [];
    host.Flo.on('enquiry:submitted', ({ enquiryId }) => host.submittedIds.push(enquiryId));
  });
  const bubble = floHost(page, 'bubble');
  const launcher = bubble.getByRole('button', { name: WIDGET_TEXT.launcher });
  // docs/product/chat-flows.md#widget-placement: the floating button appears only after
  // scrolling more than 500px. The bubble's host is added once its UI has loaded; one frame
  // later the UI has drawn.
  await expect(bubble).toBeAttached();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  expect(await launcher.isVisible()).toBe(false);
  await page.mouse.wheel(0, 900);
  await launcher.click();

  const chat = chatIn(bubble, 'dialog');
  await expect(chat).toBeVisible();
  const box = await chat.boundingBox();
  expect(box?.width).toBeCloseTo(500, 0);

  await completeGeneralFlow(chat, visitor);
  const stored = expectOneStoredEnquiry(visitor, {
    chatbotSource: 'general_page_chatbot',
    path: '/',
    pageType: 'home',
  });
  const submittedIds = await page.evaluate(
    () => (window as unknown as { submittedIds: string[] }).submittedIds,
  );
  expect(submittedIds).toEqual([stored.public_id]);

  await chat.getByRole('button', { name: WIDGET_TEXT.close }).click();
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
});
