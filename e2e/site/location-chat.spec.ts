import { copy } from '../../chat-machine/src/copy.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, chooseReply, expectBotSays, floHost, sendMessage } from '../support/flo-chat.ts';

/** The hero chat of the home page, open by default, after the cookie banner is answered. */
async function homeHeroChat(page: import('@playwright/test').Page, siteUrl: string) {
  await page.goto(`${siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await expect(chat).toBeVisible();
  return chat;
}

test('Start over restarts the conversation, also one restored after a reload', async ({
  page,
  urls,
}) => {
  const chat = await homeHeroChat(page, urls.siteUrl);
  const startOver = chat.getByRole('button', { name: 'Start over' });
  await expectBotSays(chat, copy.welcome);
  await expect(startOver).toHaveCount(0);
  await chooseReply(chat, 'Tile Installation');
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, 'Leeds');
  await expectBotSays(chat, copy.askIntent);

  // The conversation survives the reload, and so does the way out of it.
  await page.reload();
  const restored = chatIn(floHost(page, 'hero'), 'region');
  await expect(restored.locator('.flo-message-user', { hasText: 'Leeds' })).toBeVisible();
  await restored.getByRole('button', { name: 'Start over' }).click();
  await expectBotSays(restored, copy.welcome);
  await expect(restored.locator('.flo-message-user')).toHaveCount(0);
  await expect(restored.getByRole('button', { name: 'Start over' })).toHaveCount(0);

  // Started over means forgotten: the next load begins at the welcome too.
  await page.reload();
  const fresh = chatIn(floHost(page, 'hero'), 'region');
  await expectBotSays(fresh, copy.welcome);
  await expect(fresh.getByRole('button', { name: 'Tile Installation', exact: true })).toBeVisible();
  await expect(fresh.locator('.flo-message-user')).toHaveCount(0);

  // And on a conversation that never left the page.
  await chooseReply(fresh, 'Tile Installation');
  await expectBotSays(fresh, copy.askCity);
  await fresh.getByRole('button', { name: 'Start over' }).click();
  await expectBotSays(fresh, copy.welcome);
  await expect(fresh.locator('.flo-message-user')).toHaveCount(0);
});
