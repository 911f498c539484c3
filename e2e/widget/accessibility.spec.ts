import { copy } from '@flo/chat-machine';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';
import {
  EMBEDDED_SPECIALIST_SLUG,
  specialistName,
  VARIANTS_PATH,
} from '../support/variants-page.ts';

/** How a visitor gets each variant on screen, open, with Flo's first words rendered. */
const VARIANTS: Array<{ variant: string; page: string; show(page: Page): Promise<void> }> = [
  {
    variant: 'hero',
    page: '/',
    show: (page) => expectBotSays(chatIn(floHost(page, 'hero'), 'region'), copy.welcome),
  },
  {
    variant: 'modal',
    page: '/',
    async show(page) {
      await page.getByRole('button', { name: 'Get free quotes' }).click();
      await expectBotSays(chatIn(floHost(page, 'modal'), 'dialog'), copy.welcome);
    },
  },
  {
    variant: 'bubble',
    page: '/',
    async show(page) {
      const bubble = floHost(page, 'bubble');
      await page.mouse.wheel(0, 900);
      await bubble.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
      await expectBotSays(chatIn(bubble, 'dialog'), copy.welcome);
    },
  },
  {
    variant: 'sheet',
    page: VARIANTS_PATH,
    async show(page) {
      const sheet = floHost(page, 'sheet');
      await sheet.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
      await expectBotSays(chatIn(sheet, 'dialog'), copy.welcome);
    },
  },
  {
    variant: 'embedded',
    page: VARIANTS_PATH,
    show: (page) =>
      expectBotSays(
        chatIn(floHost(page, 'embedded'), 'region'),
        copy.specialistGreeting(specialistName(EMBEDDED_SPECIALIST_SLUG)),
      ),
  },
  {
    variant: 'standalone',
    page: VARIANTS_PATH,
    show: (page) => expectBotSays(chatIn(floHost(page, 'standalone'), 'region'), copy.welcome),
  },
];

for (const { variant, page: path, show } of VARIANTS) {
  test(`the ${variant} chat, open, has no serious or critical axe violations`, async ({
    page,
    urls,
  }) => {
    await page.goto(`${urls.plainHtmlUrl}${path}`);
    await show(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
