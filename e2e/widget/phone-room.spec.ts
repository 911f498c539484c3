import { copy } from '@flo/chat-machine';
import { e2eUrls } from '../support/e2e-env.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, expectBotSays, floHost } from '../support/flo-chat.ts';
import { HOST_STYLE_PAGES, startHostStylePages } from '../support/host-style-pages.ts';
import type { RunningStaticServer } from '../support/static-server.ts';

/** A small phone, where seven quick replies could crowd the conversation out. */
const PHONE = { width: 375, height: 667 };
/** Enough of the transcript to read Flo's question above the answers. */
const MIN_TRANSCRIPT_HEIGHT = 120;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

let pages: RunningStaticServer;
test.beforeAll(async () => {
  pages = await startHostStylePages(e2eUrls().apiUrl);
});
test.afterAll(async () => {
  await pages.close();
});

for (const variant of ['hero', 'embedded']) {
  test(`on a phone the ${variant} chat keeps its question in view above seven quick replies`, async ({
    page,
  }) => {
    await page.goto(`${pages.url}${HOST_STYLE_PAGES.neutral}`);
    const chat = chatIn(floHost(page, variant), 'region');
    await expectBotSays(chat, copy.welcome);
    const replies = chat.locator('.flo-reply');
    await expect(replies).toHaveCount(7);
    await chat.scrollIntoViewIfNeeded();

    await expect(chat.locator('.flo-message-bot').last()).toBeInViewport();
    await expect(replies.first()).toBeInViewport();
    const transcript = await chat.locator('.flo-scroller').boundingBox();
    if (!transcript) throw new Error('the transcript is not drawn');
    const visible =
      Math.min(transcript.y + transcript.height, PHONE.height) - Math.max(transcript.y, 0);
    expect(visible).toBeGreaterThanOrEqual(MIN_TRANSCRIPT_HEIGHT);
    // The answers below scroll within their own box, the question staying where it was.
    await replies.last().scrollIntoViewIfNeeded();
    await expect(replies.last()).toBeInViewport();
    await expect(chat.locator('.flo-message-bot').last()).toBeInViewport();
  });
}
