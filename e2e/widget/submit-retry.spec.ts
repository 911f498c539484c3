import { copy } from '@flo/chat-machine';
import type { Page, Request } from '@playwright/test';
import { enquiriesFor, seededContactEmail } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  answerUpToProjectDetails,
  chatIn,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  sendToShownFirms,
  visitorFor,
  WIDGET_TEXT,
} from '../support/flo-chat.ts';

/** Opens the bubble on the plain-HTML example and answers up to the project details. */
async function openBubbleReadyToSubmit(page: Page, plainHtmlUrl: string, tag: string) {
  const visitor = visitorFor(tag);
  await page.goto(`${plainHtmlUrl}/`);
  const bubble = floHost(page, 'bubble');
  await page.mouse.wheel(0, 900);
  await bubble.getByRole('button', { name: WIDGET_TEXT.launcher }).click();
  const chat = chatIn(bubble, 'dialog');
  await answerUpToProjectDetails(chat, visitor);
  return { chat, visitor };
}

const isEnquiryPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiries';

/**
 * The visitor sees both failure messages of docs/product/errors.md#chat-errors and a way to
 * retry.
 */
async function expectSubmitFailureShown(page: Page, chat: ReturnType<typeof chatIn>) {
  await expect(page.getByText(WIDGET_TEXT.submitErrorToast)).toBeVisible();
  await expectBotSays(chat, copy.submitFailed(seededContactEmail()));
  await expect(chat.getByText(WIDGET_TEXT.submittedFooter)).toHaveCount(0);
}

test.describe('a submission that fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('shows the error and "Try again" resends with the same Idempotency-Key', async ({
    page,
    urls,
  }) => {
    const { chat, visitor } = await openBubbleReadyToSubmit(page, urls.plainHtmlUrl, 'retry500');
    const keys: string[] = [];
    await page.route('**/api/enquiries', async (route) => {
      const request = route.request();
      if (!isEnquiryPost(request)) return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': urls.plainHtmlUrl },
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Database offline' } }),
      });
    });

    await sendMessage(chat, visitor.projectDetails);
    await sendToShownFirms(chat);
    await expectSubmitFailureShown(page, chat);
    expect(enquiriesFor(visitor.email)).toHaveLength(0);

    await chat.getByRole('button', { name: WIDGET_TEXT.retry }).click();
    await expectSubmitted(chat);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    const rows = enquiriesFor(visitor.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toBe(keys[0]);
  });
});

test.describe('a submission whose answer is lost on the way back', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('is stored once: the retry gets the first enquiry id back', async ({ page, urls }) => {
    const { chat, visitor } = await openBubbleReadyToSubmit(page, urls.plainHtmlUrl, 'dropped');
    const keys: string[] = [];
    let firstAnswerId: string | null = null;
    await page.route('**/api/enquiries', async (route) => {
      const request = route.request();
      if (!isEnquiryPost(request)) return route.continue();
      keys.push((await request.headerValue('idempotency-key')) ?? '');
      if (keys.length > 1) return route.continue();
      // The server stores the enquiry and answers, but the answer never reaches the page.
      const answer = await route.fetch();
      firstAnswerId = ((await answer.json()) as { id: string }).id;
      return route.abort('failed');
    });

    await sendMessage(chat, visitor.projectDetails);
    await sendToShownFirms(chat);
    await expectSubmitFailureShown(page, chat);
    expect(enquiriesFor(visitor.email)).toHaveLength(1);

    const retryAnswer = page.waitForResponse((response) => isEnquiryPost(response.request()));
    await chat.getByRole('button', { name: WIDGET_TEXT.retry }).click();
    const retried = await retryAnswer;
    expect(retried.ok()).toBe(true);
    expect(((await retried.json()) as { id: string }).id).toBe(firstAnswerId);
    await expectSubmitted(chat);

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const rows = enquiriesFor(visitor.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.public_id).toBe(firstAnswerId);
  });
});
