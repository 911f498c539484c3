import { copy } from '@flo/chat-machine';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, chooseReply, expectBotSays, floHost, sendMessage } from '../support/flo-chat.ts';

test("the live region reads out the specialists Flo shows, with each one's rating", async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.plainHtmlUrl}/`);
  const hero = floHost(page, 'hero');
  const chat = chatIn(hero, 'region');
  await expectBotSays(chat, copy.welcome);
  await chooseReply(chat, 'Carpet Installation');
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, 'Manchester');
  await expectBotSays(chat, copy.searchResults('Manchester'));

  // What a sighted visitor reads on each card is what a screen reader hears.
  const cards = chat.locator('.flo-card');
  await expect(cards.first()).toBeVisible();
  const spoken: string[] = [];
  for (const card of await cards.all()) {
    const name = await card.locator('.flo-card-title').innerText();
    const rating = await card.locator('.flo-card-rating').innerText();
    const [, stars, reviews] = /^★ (\d\.\d) · (\d+ reviews?)$/.exec(rating) ?? [];
    spoken.push(stars ? `${name}, rated ${stars} from ${reviews}` : `${name}, new, not yet rated`);
  }
  await expect(hero.locator('[aria-live="polite"]')).toContainText(
    `${copy.searchResults('Manchester')} ${spoken.join('; ')}.`,
  );
});
