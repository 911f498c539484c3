import { setPageTypeEnabled } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, floHost } from '../support/flo-chat.ts';

test('a page type switched off in the chat settings gets no chat and no calls but the settings', async ({
  page,
  urls,
}) => {
  // Only 'services' is switched off, so tests on the home-type example page are unaffected.
  const restore = setPageTypeEnabled('services', false);
  try {
    const apiPaths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === urls.apiUrl) apiPaths.push(url.pathname);
    });
    const settingsAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/chat-settings',
    );
    await page.goto(`${urls.plainHtmlUrl}/services/underfloor-heating.html`);
    expect((await settingsAnswered).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 1200);
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('button', { name: 'Open chat with Flo' })).toHaveCount(0);
    const renderedNodes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('flo-chat')).reduce(
        (count, host) => count + (host.shadowRoot?.childNodes.length ?? 0),
        0,
      ),
    );
    expect(renderedNodes).toBe(0);
    // The loader and one settings call: not even the chat UI bundle is downloaded.
    expect(apiPaths).toEqual(['/widget/flo.js', '/api/chat-settings']);

    // The same settings still allow the home-type page: the switch is per page type.
    await page.goto(`${urls.plainHtmlUrl}/`);
    await expect(chatIn(floHost(page, 'hero'), 'region')).toBeVisible();
  } finally {
    restore();
  }
});
