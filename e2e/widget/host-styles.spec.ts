import { copy } from '@flo/chat-machine';
import type { Locator, Page } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { expect, test } from '../support/fixtures.ts';
import { chatIn, chooseReply, expectBotSays, floHost } from '../support/flo-chat.ts';
import {
  HOST_STYLE_PAGES,
  serveFrameworkCss,
  startHostStylePages,
} from '../support/host-style-pages.ts';
import type { RunningStaticServer } from '../support/static-server.ts';

/** The inherited text properties a host page could push into Flo, and box-sizing. */
const PROPERTIES = [
  'font-size',
  'font-family',
  'line-height',
  'box-sizing',
  'text-align',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-transform',
  'word-spacing',
  'text-indent',
  'white-space',
] as const;

/** Parts shown with Flo's first question (with its seven quick replies). */
const WELCOME_PARTS = {
  'panel title': '.flo-title',
  'bot message': '.flo-message-bot',
  'bot message text': '.flo-message-bot .flo-bubble-text',
  'quick reply': '.flo-reply',
} as const;

/** Parts shown once the visitor has answered and Flo asks for a place to type into. */
const ANSWERED_PARTS = {
  'visitor message': '.flo-message-user',
  'message box': '.flo-input',
} as const;

type Styles = Record<string, Record<string, string>>;

async function stylesOf(chat: Locator, parts: Record<string, string>): Promise<Styles> {
  const styles: Styles = {};
  for (const [name, selector] of Object.entries(parts)) {
    styles[name] = await chat
      .locator(selector)
      .first()
      .evaluate(
        (element, properties) =>
          Object.fromEntries(
            properties.map((property) => [
              property,
              getComputedStyle(element).getPropertyValue(property),
            ]),
          ),
        PROPERTIES,
      );
  }
  return styles;
}

/** Opens a page, waits for Flo's welcome, answers it, and reads every part's computed styles. */
async function floStylesOn(page: Page, url: string, variant: string): Promise<Styles> {
  await page.goto(url);
  const chat = chatIn(floHost(page, variant), 'region');
  await expectBotSays(chat, copy.welcome);
  const welcome = await stylesOf(chat, WELCOME_PARTS);
  await chooseReply(chat, 'Carpet Installation');
  await expectBotSays(chat, copy.askCity);
  return { ...welcome, ...(await stylesOf(chat, ANSWERED_PARTS)) };
}

/** Each host page, and a style its own stylesheet gives Flo's slot: proof it was applied. */
const HOSTS = [
  {
    page: HOST_STYLE_PAGES.bootstrapHero,
    variant: 'hero',
    what: "Bootstrap's centred header",
    slotStyle: ['text-align', 'center'],
  },
  {
    page: HOST_STYLE_PAGES.bulmaLight,
    variant: 'embedded',
    what: 'a Bulma page with a light body',
    slotStyle: ['font-weight', '300'],
  },
  {
    page: HOST_STYLE_PAGES.hostile,
    variant: 'hero',
    what: 'a hostile stylesheet',
    slotStyle: ['text-transform', 'uppercase'],
  },
  {
    page: HOST_STYLE_PAGES.hostile,
    variant: 'embedded',
    what: 'a hostile stylesheet',
    slotStyle: ['white-space', 'nowrap'],
  },
] as const;

let pages: RunningStaticServer;
test.beforeAll(async () => {
  pages = await startHostStylePages(e2eUrls().apiUrl);
});
test.afterAll(async () => {
  await pages.close();
});

for (const host of HOSTS) {
  test(`the ${host.variant} chat inside ${host.what} keeps the look it has on a plain page`, async ({
    page,
    context,
  }) => {
    // A tab of its own, so the two pages never share a saved conversation.
    const plainPage = await context.newPage();
    const plain = await floStylesOn(
      plainPage,
      `${pages.url}${HOST_STYLE_PAGES.neutral}`,
      host.variant,
    );
    await serveFrameworkCss(page);
    const styled = await floStylesOn(page, `${pages.url}${host.page}`, host.variant);
    const [property, value] = host.slotStyle;
    await expect(page.locator(`#flo-${host.variant}`)).toHaveCSS(property, value);
    expect(styled).toEqual(plain);
  });
}
