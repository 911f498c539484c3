import { test as base, expect } from '@playwright/test';
import { type E2eUrls, e2eUrls } from './e2e-env.ts';

interface BrowserProblem {
  kind: 'console error' | 'page error' | 'CSP violation';
  text: string;
}

export interface FloFixtures {
  /** Where the API, the example hosts and the database are for this run. */
  urls: E2eUrls;
  /**
   * Console errors a test provokes on purpose (a mocked 500 logs one); any other console
   * error, uncaught page error or CSP violation fails the test.
   */
  expectedConsoleErrors: RegExp[];
  /** CSP violations (`<directive> blocked <URI or 'inline'>`) a test provokes on purpose. */
  expectedCspViolations: RegExp[];
  browserProblems: BrowserProblem[];
}

/**
 * Playwright's `test` with the run's URLs and a watcher that fails a test on any console
 * error, uncaught page error or Content-Security-Policy violation it did not expect.
 *
 * @example
 * test('opens', async ({ page, urls }) => { await page.goto(urls.plainHtmlUrl); });
 */
export const test = base.extend<FloFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  urls: async ({}, use) => {
    await use(e2eUrls());
  },
  expectedConsoleErrors: [[], { option: true }],
  expectedCspViolations: [[], { option: true }],
  browserProblems: [
    async ({ page, expectedConsoleErrors, expectedCspViolations }, use) => {
      const problems: BrowserProblem[] = [];
      // The binding and the init script run outside the page's CSP, so they see violations
      // in the main document and inside the widget's shadow roots (the event is composed).
      await page.exposeBinding('__floReportCspViolation', (_source, text: string) => {
        if (expectedCspViolations.some((pattern) => pattern.test(text))) return;
        problems.push({ kind: 'CSP violation', text });
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__floReportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push({ kind: 'console error', text });
      });
      page.on('pageerror', (error) => problems.push({ kind: 'page error', text: error.message }));
      await use(problems);
      expect(problems, 'the browser reported errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
