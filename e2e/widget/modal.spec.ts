import { copy } from '@flo/chat-machine';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  chatIn,
  completeGeneralFlow,
  expectBotSays,
  floHost,
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

/**
 * Where focus is in the modal: how many controls its dialog offers to Tab (the widget's own
 * list of focusable elements, those on screen), the focused one's place among them (-1: none
 * of them) and its label, and whether focus is inside the dialog at all.
 */
function modalFocus(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('flo-chat[data-variant="modal"]')?.shadowRoot;
    const dialog = root?.querySelector('[role="dialog"]');
    const controls = [
      ...(dialog?.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ) ?? []),
    ].filter((control) => control.getClientRects().length > 0);
    const active = root?.activeElement ?? null;
    return {
      count: controls.length,
      index: controls.indexOf(active as HTMLElement),
      label: active?.getAttribute('aria-label') ?? active?.textContent ?? null,
      inDialog: Boolean(active && dialog?.contains(active)),
    };
  });
}

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
  await expectBotSays(chat, copy.welcome);
  await expect(
    chat.getByRole('button', { name: 'Carpet Installation', exact: true }),
  ).toBeVisible();
  // Focus moves into the dialog itself; Tab then walks its controls and must wrap at the ends.
  await expect.poll(() => modalFocus(page)).toMatchObject({ index: -1, inDialog: true });
  const { count } = await modalFocus(page);
  expect(count).toBeGreaterThan(3);
  for (let press = 0; press < count + 1; press += 1) await page.keyboard.press('Tab');
  expect(await modalFocus(page)).toMatchObject({ index: 0, label: WIDGET_TEXT.close });
  await page.keyboard.press('Shift+Tab');
  expect(await modalFocus(page)).toMatchObject({ index: count - 1 });
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(opener).toBeFocused();
  // Closed, the modal leaves no launcher of its own behind: the host's button is the way in.
  await expect(modal.getByRole('button', { name: WIDGET_TEXT.launcher })).toHaveCount(0);

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
