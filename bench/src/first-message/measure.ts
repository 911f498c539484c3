import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { median } from '../load/job.ts';

/**
 * DevTools' Fast 3G (1.6 Mbps down and 750 kbps up at 90 %, 562.5 ms round trip) with the CPU
 * slowed 4×, the profile of issue 21's goal: Flo's first message within 2.5 s.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
/** A page that has not shown Flo's message by then counts as failed, so a run stays bounded. */
const GIVE_UP_MS = 30_000;

export interface FirstMessageScenario {
  name: string;
  url: string;
  /** Rewrites the page's HTML on its way to the browser (the baseline drops the opening). */
  rewriteHtml?: (html: string) => string;
}

export interface FirstMessageFigures {
  name: string;
  /** Median ms from navigation start to the first frame showing Flo's first message. */
  medianMs: number;
  runsMs: number[];
  failed: number;
}

/**
 * Notes the first animation frame in which a Flo shows its first message, in page time. A
 * string, not a function: Playwright would send a function's compiled text, which may call
 * helpers the page does not have.
 */
const WATCH_FOR_FIRST_MESSAGE = `(() => {
  const look = (time) => {
    for (const host of document.querySelectorAll('flo-chat')) {
      const text = host.shadowRoot && host.shadowRoot.querySelector('.flo-message-bot .flo-bubble-text');
      if (text && text.getBoundingClientRect().height > 0) {
        window.__floFirstMessage = time;
        return;
      }
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(WATCH_FOR_FIRST_MESSAGE);
  return page;
}

async function loadOnce(context: BrowserContext, scenario: FirstMessageScenario) {
  const page = await throttled(context);
  const { rewriteHtml } = scenario;
  if (rewriteHtml) {
    await page.route(scenario.url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewriteHtml(await response.text()) });
    });
  }
  try {
    await page.goto(scenario.url, { waitUntil: 'commit' });
    // A function, not a string: the pages' CSP refuses eval.
    const shown = await page.waitForFunction(
      () => (globalThis as { __floFirstMessage?: number }).__floFirstMessage,
      undefined,
      { timeout: GIVE_UP_MS, polling: 100 },
    );
    return (await shown.jsonValue()) as number;
  } catch {
    return null;
  } finally {
    await page.close();
  }
}

/**
 * Time to Flo's first message in Chromium (the system's, as the browser tests use) under
 * Fast 3G and a 4× slower CPU, each page loaded `rounds` times in a fresh context with the
 * cache off, scenarios interleaved so a busy moment of the machine hits them alike.
 *
 * @example
 * const rows = await measureFirstMessage([{ name: 'home', url }], 3);
 */
export async function measureFirstMessage(
  scenarios: FirstMessageScenario[],
  rounds: number,
): Promise<FirstMessageFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const runs = new Map<string, (number | null)[]>(scenarios.map((s) => [s.name, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const scenario of scenarios) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        runs.get(scenario.name)?.push(await loadOnce(context, scenario));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return scenarios.map(({ name }) => {
    const all = runs.get(name) ?? [];
    const measured = all.filter((ms): ms is number => ms !== null);
    return {
      name,
      medianMs: measured.length > 0 ? median(measured) : Number.NaN,
      runsMs: measured,
      failed: all.length - measured.length,
    };
  });
}
