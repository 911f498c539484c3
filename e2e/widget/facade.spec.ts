import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, chooseReply, expectBotSays, floHost } from '../support/flo-chat.ts';

/*
 * Flo speaks first (docs/decisions/029-greeting-facade.md): its greeting and first replies show
 * while the chat's code is held back, and when it arrives it takes the same elements over. No
 * timing is asserted here (npm run bench measures how soon the greeting shows).
 */

const GREETING = /^Hi, I'm Flo, your flooring assistant/;

/** The site build's manifest, which names the chunk of the widget the home page loads. */
const SITE_MANIFEST = fileURLToPath(
  new URL('../../site/dist/client/.vite/manifest.json', import.meta.url),
);

/** Holds every request matching `pattern` until `release()`, then lets them all through. */
async function holdBack(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Whether the chat has taken its painted opening over (the marker is gone). */
const takenOver = (host: Locator) =>
  host.evaluate((element) => {
    const root = element.shadowRoot?.querySelector('.flo-root');
    return root ? !root.hasAttribute('data-flo-facade') : false;
  });

/** Starts summing the page's layout shifts from now on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { __floShift: number };
    state.__floShift = 0;
    const since = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        if (entry.startTime >= since) state.__floShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { __floShift: number }).__floShift),
            ),
          ),
        ),
    );
}

/**
 * Each test holds back a script the page loads. On a slow machine the page may ask for it before
 * its load event, which then waits for the held script: so the tests wait for the HTML only.
 */
const UNTIL_PARSED = { waitUntil: 'domcontentloaded' } as const;

/**
 * The opening is on screen while the chat's code is held; released, the chat keeps its
 * elements (the greeting and the section are the same nodes), adds no second greeting and
 * shifts nothing. Returns the chat, taken over.
 */
async function expectTakenOver(page: Page, host: Locator, release: () => Promise<void>) {
  const chat = chatIn(host, 'region');
  const greeting = chat.locator('li.flo-message-bot');
  await expect(greeting).toHaveCount(1);
  await expect(greeting.locator('.flo-bubble-text')).toHaveText(GREETING);
  await expect(
    chat.getByRole('button', { name: 'Carpet Installation', exact: true }),
  ).toBeVisible();
  expect(await takenOver(host)).toBe(false);

  const paintedGreeting = await greeting.elementHandle();
  const paintedSection = await chat.elementHandle();
  const box = await greeting.boundingBox();
  const shifts = await watchLayoutShifts(page);
  await release();
  await expect.poll(() => takenOver(host)).toBe(true);

  expect(await paintedGreeting?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await paintedSection?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(greeting).toHaveCount(1);
  await expect(greeting.locator('.flo-bubble-text')).toHaveText(GREETING);
  expect(await greeting.boundingBox()).toEqual(box);
  expect(await shifts()).toBe(0);
  return chat;
}

test('a host page shows the hero greeting before flo-app.js arrives, then the chat takes it over', async ({
  page,
  urls,
}) => {
  const app = await holdBack(page, '**/widget/flo-app.js');
  await page.goto(`${urls.plainHtmlUrl}/`, UNTIL_PARSED);
  const host = floHost(page, 'hero');
  await expect(chatIn(host, 'region')).toBeVisible();
  await expect.poll(() => app.count()).toBeGreaterThan(0);

  const chat = await expectTakenOver(page, host, app.release);
  await chooseReply(chat, 'Carpet Installation');
  await expectBotSays(chat, 'Great choice.');
});

test('a reply clicked on the host page before the chat arrives is sent when it does', async ({
  page,
  urls,
}) => {
  const app = await holdBack(page, '**/widget/flo-app.js');
  await page.goto(`${urls.plainHtmlUrl}/`, UNTIL_PARSED);
  const chat = chatIn(floHost(page, 'hero'), 'region');
  const tile = chat.getByRole('button', { name: 'Tile Installation', exact: true });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');

  await app.release();
  await expect(chat.locator('.flo-message-user')).toHaveText(/Tile Installation/);
  await expectBotSays(chat, 'Great choice.');
});

test("our home page serves Flo's greeting in its HTML, and the chat takes it over", async ({
  page,
  urls,
  request,
}) => {
  const html = await (await request.get(`${urls.siteUrl}/`)).text();
  expect(html).toContain('shadowrootmode="open"');
  expect(html).toContain('data-flo-facade');
  // The widget's chunk, which the page fetches once hydrated and idle, waits.
  const manifest = JSON.parse(readFileSync(SITE_MANIFEST, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const widgetChunk = manifest['../widget/src/index.ts']?.file;
  expect(widgetChunk).toBeDefined();
  const widget = await holdBack(page, `**/${widgetChunk}`);
  await page.goto(`${urls.siteUrl}/`, UNTIL_PARSED);
  const host = floHost(page, 'hero');
  const chat = chatIn(host, 'region');
  // Enabled once the page has hydrated: a click from then on is held for the chat.
  await expect(chat.getByRole('button', { name: 'Tile Installation', exact: true })).toBeEnabled();
  await expect.poll(() => widget.count()).toBeGreaterThan(0);

  await expectTakenOver(page, host, widget.release);
  await chooseReply(chat, 'Carpet Installation');
  await expectBotSays(chat, 'Great choice.');
});

test('a reply clicked on our home page before the chat arrives is sent when it does', async ({
  page,
  urls,
}) => {
  const manifest = JSON.parse(readFileSync(SITE_MANIFEST, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const widget = await holdBack(page, `**/${manifest['../widget/src/index.ts']?.file}`);
  await page.goto(`${urls.siteUrl}/`, UNTIL_PARSED);
  const chat = chatIn(floHost(page, 'hero'), 'region');
  const tile = chat.getByRole('button', { name: 'Tile Installation', exact: true });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => widget.count()).toBeGreaterThan(0);

  await widget.release();
  await expect(chat.locator('.flo-message-user')).toHaveText(/Tile Installation/);
  await expectBotSays(chat, 'Great choice.');
});
