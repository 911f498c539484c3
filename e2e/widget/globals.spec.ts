import { copy } from '@flo/chat-machine';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';

const windowKeys = (page: Page) => page.evaluate(() => Object.keys(window));

test('the widget adds no global but window.Flo to the host page', async ({ page, urls }) => {
  // The same page first with an empty flo.js: the globals of the page and of the browser alone.
  await page.route('**/widget/flo.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(`${urls.plainHtmlUrl}/`);
  await page.waitForLoadState('load');
  const withoutFlo = await windowKeys(page);
  expect(withoutFlo).not.toContain('Flo');
  await page.unroute('**/widget/flo.js');

  // Then for real, with every part of the widget loaded and running: loader, UI, three chats.
  await page.goto(`${urls.plainHtmlUrl}/`);
  await expectBotSays(chatIn(floHost(page, 'hero'), 'region'), copy.welcome);
  await page.mouse.wheel(0, 900);
  const bubble = floHost(page, 'bubble');
  await bubble.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
  await expectBotSays(chatIn(bubble, 'dialog'), copy.welcome);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Get free quotes' }).click();
  await expectBotSays(chatIn(floHost(page, 'modal'), 'dialog'), copy.welcome);

  const added = (await windowKeys(page)).filter((key) => !withoutFlo.includes(key));
  expect(added).toEqual(['Flo']);
});
