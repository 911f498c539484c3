import { copy } from '@flo/chat-machine';
import { expect, test } from '../support/fixtures.ts';
import { chooseReply, expectBotSays, WIDGET_TEXT } from '../support/flo-chat.ts';

test('a React site renders <FloChat/> from the npm package and a visitor can start a chat', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.reactHostUrl}/`);
  await expect(
    page.getByRole('heading', { name: 'Floors fitted across West Yorkshire' }),
  ).toBeVisible();
  const chat = page.getByRole('region', { name: WIDGET_TEXT.chatName });
  await expect(chat).toBeVisible();

  await expectBotSays(chat, copy.welcome);
  for (const service of ['Carpet Installation', 'Hardwood Flooring', 'Tile Installation']) {
    await expect(chat.getByRole('button', { name: service, exact: true })).toBeVisible();
  }
  await chooseReply(chat, 'Hardwood Flooring');
  await expectBotSays(chat, copy.askCity);
});
