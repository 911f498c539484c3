import { copy } from '@flo/chat-machine';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, chooseReply, expectBotSays, floHost, WIDGET_TEXT } from '../support/flo-chat.ts';
import { reviewFigures } from '../support/review-figures.ts';
import {
  EMBEDDED_SPECIALIST_SLUG,
  specialistName,
  VARIANTS_PATH,
} from '../support/variants-page.ts';

test.describe('on a 390px wide phone', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the sheet opens as a modal bottom sheet across the whole width', async ({ page, urls }) => {
    await page.goto(`${urls.plainHtmlUrl}${VARIANTS_PATH}`);
    const sheet = floHost(page, 'sheet');
    await sheet.getByRole('button', { name: WIDGET_TEXT.launcher }).click();

    const chat = chatIn(sheet, 'dialog');
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('aria-modal', 'true');
    // Polled: the sheet slides up from the bottom edge before it settles.
    await expect
      .poll(async () => {
        const box = await chat.boundingBox();
        return box && [box.x, box.width, box.y + box.height].map(Math.round);
      })
      .toEqual([0, PHONE.width, PHONE.height]);
    await expectBotSays(chat, copy.welcome);
    await expect(chat.getByRole('button', { name: WIDGET_TEXT.close })).toBeVisible();
  });
});

test('the embedded chat given a specialist greets the visitor about that specialist', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.plainHtmlUrl}${VARIANTS_PATH}`);
  const embedded = floHost(page, 'embedded');
  await expect(page.locator('#flo-specialist').locator('flo-chat')).toHaveCount(1);
  const chat = chatIn(embedded, 'region');
  await expectBotSays(chat, copy.specialistGreeting(specialistName(EMBEDDED_SPECIALIST_SLUG)));
  for (const option of [copy.specialistConsultation, copy.specialistReviews]) {
    await expect(chat.getByRole('button', { name: option, exact: true })).toBeVisible();
  }
});

test('the specialist chat gives the star breakdown, then the newest reviews whatever their rating', async ({
  page,
  urls,
}) => {
  const figures = reviewFigures(EMBEDDED_SPECIALIST_SLUG);
  const name = specialistName(EMBEDDED_SPECIALIST_SLUG);
  await page.goto(`${urls.plainHtmlUrl}${VARIANTS_PATH}`);
  const chat = chatIn(floHost(page, 'embedded'), 'region');
  await chooseReply(chat, copy.specialistReviews);
  // The summary counts every rating, the lowest included, in words.
  await expectBotSays(
    chat,
    copy.reviewsSummary(name, figures.averageRating, figures.total, figures.stars),
  );
  await expect(chat.getByText(`1 star: ${figures.stars['1']}`)).toBeVisible();
  // The cards follow the reviews' dates, never their ratings: a low rating stays where it falls.
  const ratingsShown = () =>
    chat
      .locator('.flo-card [role="img"]')
      .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
  const firstPage = figures.newestRatings.slice(0, 5);
  await expect.poll(ratingsShown).toEqual(firstPage.map((rating) => `Rated ${rating} out of 5`));
  if (figures.total > 5) {
    await chooseReply(chat, copy.showMoreReviews);
    const twoPages = figures.newestRatings.slice(0, 10);
    await expect.poll(ratingsShown).toEqual(twoPages.map((rating) => `Rated ${rating} out of 5`));
  }
});

test('the standalone chat fills its container and scrolls its transcript inside it', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.plainHtmlUrl}${VARIANTS_PATH}`);
  const container = page.locator('#flo-standalone');
  const chat = chatIn(floHost(page, 'standalone'), 'region');
  await expectBotSays(chat, copy.welcome);
  const emptyHeight = (await container.boundingBox())?.height;
  expect(emptyHeight).toBeGreaterThan(300);

  // Answered twice, the transcript outgrows the box: the chat keeps the box's size and place,
  // and its message list scrolls instead.
  await chooseReply(chat, 'Carpet Installation');
  await expectBotSays(chat, copy.askCity);
  const [containerBox, chatBox] = await Promise.all([container.boundingBox(), chat.boundingBox()]);
  expect(containerBox?.height).toBe(emptyHeight);
  expect(chatBox?.height).toBeCloseTo(containerBox?.height ?? 0, 0);
  expect(chatBox?.y).toBeCloseTo(containerBox?.y ?? 0, 0);
  const transcript = await chat.locator('.flo-scroller').evaluate((scroller) => ({
    overflows: scroller.scrollHeight > scroller.clientHeight,
    overflowY: getComputedStyle(scroller).overflowY,
  }));
  expect(transcript).toEqual({ overflows: true, overflowY: 'auto' });
});
