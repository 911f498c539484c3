import { expect, type Locator, type Page } from '@playwright/test';
import { chatIn, floHost } from './flo-chat.ts';

/*
 * Flo mounts after the page hydrates and draws into its own shadow root a moment later. A
 * check of the whole page (axe, field sizes, "the launcher is not there yet") must first wait
 * for that, or it may pass only because Flo is not on the page yet.
 */

/**
 * Waits until an inline Flo (the home hero or an embedded slot) shows and has said its first
 * line; answers the chat.
 *
 * @example
 * const chat = await expectFloGreeted(page, 'embedded');
 */
export async function expectFloGreeted(page: Page, variant: 'hero' | 'embedded'): Promise<Locator> {
  const chat = chatIn(floHost(page, variant), 'region');
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('listitem').filter({ hasText: 'Flo said' }).first()).toBeVisible();
  return chat;
}

/**
 * Waits until the floating bubble's widget code has run: its `<flo-chat>` host is on the page
 * with the widget's styles and mount point in its shadow root, and React has had two frames to
 * draw (or not draw) the launcher.
 *
 * @example
 * await expectBubbleMounted(page);
 * await expect(launcher).toBeHidden();
 */
export async function expectBubbleMounted(page: Page): Promise<Locator> {
  const host = floHost(page, 'bubble');
  await expect(host).toBeAttached();
  await expect
    .poll(() =>
      host.evaluate(
        (element) =>
          (element.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0 &&
          (element.shadowRoot?.childElementCount ?? 0) > 0,
      ),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return host;
}
