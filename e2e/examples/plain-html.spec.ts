import { expect, test } from '../support/fixtures.ts';
import { strictHostPolicy } from '../support/static-server.ts';

test.describe('the example blog', () => {
  test.use({
    expectedCspViolations: [/^style-src-elem blocked inline$/],
    expectedConsoleErrors: [
      /^Applying inline style violates the following Content Security Policy/,
    ],
  });

  test('is served under the strict CSP, which really blocks inline code', async ({
    page,
    urls,
  }) => {
    const response = await page.goto(`${urls.plainHtmlUrl}/`);
    expect(response?.headers()['content-security-policy']).toBe(strictHostPolicy(urls.apiUrl));

    // Without this proof the widget tests' "no CSP violation" would also hold on a lax page.
    const violation = page.evaluate(
      () =>
        new Promise<string>((reported) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => reported(`${event.effectiveDirective} blocked ${event.blockedURI}`),
            { once: true },
          );
          const style = document.createElement('style');
          style.textContent = 'body { background: red; }';
          document.head.append(style);
        }),
    );
    expect(await violation).toBe('style-src-elem blocked inline');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 0, 0)');
  });
});

test('the example blog shows copyable embed snippets naming the Flo server', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.plainHtmlUrl}/`);
  const snippets = page.locator('pre code');
  await expect(snippets).toHaveCount(3);
  await expect(snippets.nth(0)).toContainText(
    `<script src="${urls.apiUrl}/widget/flo.js" async\n        data-variant="bubble"`,
  );
  await expect(snippets.nth(1)).toContainText('data-variant="hero" data-target="#flo-hero"');
  await expect(snippets.nth(2)).toContainText("window.Flo.mount(null, { variant: 'modal' })");
});
