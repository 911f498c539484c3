import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { type RunningStaticServer, startStaticServer } from './static-server.ts';

const pagesRoot = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'host-pages');
const fromE2e = createRequire(import.meta.url);

/** Pages of e2e/host-pages, each styling Flo's surroundings its own way. */
export const HOST_STYLE_PAGES = {
  /** No stylesheet: Flo's own look, the reference the others are compared with. */
  neutral: '/neutral.html',
  /** Bootstrap 5: a fixed navbar and Flo's hero inside a `text-center` header. */
  bootstrapHero: '/bootstrap-hero.html',
  /** Bulma with a weight-300 body, a fixed navbar and Flo embedded in centred content. */
  bulmaLight: '/bulma-light.html',
  /** Every inherited text property at an extreme value on `html, body, *` and Flo's ancestors. */
  hostile: '/hostile.html',
} as const;

/** The frameworks' stylesheets as the e2e package installed them from npm. */
const FRAMEWORK_CSS: Record<string, string> = {
  '/vendor/bootstrap.min.css': fromE2e.resolve('bootstrap/dist/css/bootstrap.min.css'),
  '/vendor/bulma.min.css': fromE2e.resolve('bulma/css/bulma.min.css'),
};

/**
 * Serves e2e/host-pages on an origin of its own, pointed at the Flo server under test.
 *
 * @example
 * const pages = await startHostStylePages(urls.apiUrl);
 * await page.goto(`${pages.url}${HOST_STYLE_PAGES.hostile}`);
 */
export function startHostStylePages(floOrigin: string): Promise<RunningStaticServer> {
  return startStaticServer({ root: pagesRoot, floOrigin });
}

/**
 * Answers the pages' `/vendor/*.css` with Bootstrap's and Bulma's files from node_modules, so
 * the test pages use the real frameworks without copies of them in the repository.
 */
export async function serveFrameworkCss(page: Page): Promise<void> {
  await page.route('**/vendor/*.css', (route) => {
    const file = FRAMEWORK_CSS[new URL(route.request().url()).pathname];
    return file
      ? route.fulfill({ path: file, contentType: 'text/css; charset=utf-8' })
      : route.fulfill({ status: 404 });
  });
}
