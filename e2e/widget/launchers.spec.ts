import { copy } from '@flo/chat-machine';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';

test('two floating launchers on one page sit apart, and each opens its own chat', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.plainHtmlUrl}/`);
  await page.waitForFunction(() => 'Flo' in window);
  // A second overlay chat with a launcher, mounted by the host next to the page's bubble.
  await page.evaluate(() =>
    (window as unknown as { Flo: { mount(target: null, options: object): void } }).Flo.mount(null, {
      variant: 'sheet',
    }),
  );
  await page.mouse.wheel(0, 900);
  const bubbleLauncher = floHost(page, 'bubble').getByRole('button', {
    name: WIDGET_TEXT.launcher,
  });
  const sheetLauncher = floHost(page, 'sheet').getByRole('button', {
    name: WIDGET_TEXT.launcher,
  });
  await expect(bubbleLauncher).toBeVisible();
  await expect(sheetLauncher).toBeVisible();
  await expect(page.getByRole('button', { name: WIDGET_TEXT.launcher })).toHaveCount(2);

  const [first, second] = await Promise.all([
    bubbleLauncher.boundingBox(),
    sheetLauncher.boundingBox(),
  ]);
  if (!first || !second) throw new Error('a launcher has no box');
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlap).toBe(false);

  // Each launcher is clickable (Playwright refuses a click another element would intercept)
  // and opens its own chat.
  await sheetLauncher.click();
  const sheetChat = chatIn(floHost(page, 'sheet'), 'dialog');
  await expectBotSays(sheetChat, copy.welcome);
  await page.keyboard.press('Escape');
  await expect(sheetChat).toBeHidden();
  await bubbleLauncher.click();
  await expectBotSays(chatIn(floHost(page, 'bubble'), 'dialog'), copy.welcome);
});
