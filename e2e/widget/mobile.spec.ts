import { copy } from '@flo/chat-machine';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('on a 390px wide phone the bubble opens full screen', async ({ page, urls }) => {
  await page.goto(`${urls.plainHtmlUrl}/`);
  const bubble = floHost(page, 'bubble');
  const launcher = bubble.getByRole('button', { name: WIDGET_TEXT.launcher });
  await page.mouse.wheel(0, 900);
  await launcher.click();

  const chat = chatIn(bubble, 'dialog');
  await expect(chat).toBeVisible();
  // Full screen when the screen is narrower than 640px (docs/product/constants.md#layout).
  const box = await chat.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeCloseTo(0, 0);
  expect(box?.width).toBeCloseTo(PHONE.width, 0);
  expect(box?.height).toBeCloseTo(PHONE.height, 0);
  await expectBotSays(chat, copy.welcome);
  await expect(chat.getByRole('button', { name: WIDGET_TEXT.close })).toBeVisible();
});
