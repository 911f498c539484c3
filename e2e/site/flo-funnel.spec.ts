import { copy } from '@flo/chat-machine';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/business.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  answerUpToProjectDetails,
  chatIn,
  chooseReply,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  sendToShownFirms,
  visitorFor,
} from '../support/flo-chat.ts';

/*
 * Every spec that chats on the home page adds to today's general funnel in the shared
 * database, so this spec runs in the `chat-settings` project (after the others, one at a time)
 * and checks what its own two conversations add to the console's figures.
 */

const EMAIL_STEP = 'Asked for an e-mail address';

interface Figures {
  started: number;
  completed: number;
  droppedAtEmail: number;
}

/** The console's figures for the general flow over the last 30 days, as an operator reads them. */
async function consoleFigures(admin: Page, siteUrl: string): Promise<Figures> {
  await admin.goto(`${siteUrl}/admin/funnel`);
  const totals = admin.getByRole('region', { name: /^General/ });
  const total = async (term: string) =>
    Number(await totals.locator('dt', { hasText: term }).locator('+ dd').textContent());
  const steps = admin.getByRole('region', { name: 'Steps', exact: true });
  await expect(steps).toBeVisible();
  await steps.getByRole('button', { name: 'Show as table' }).click();
  const email = steps
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: EMAIL_STEP }) });
  const dropped = (await email.count()) ? await email.getByRole('cell').nth(2).textContent() : '0';
  return {
    started: await total('Started'),
    completed: await total('Completed'),
    droppedAtEmail: Number(dropped),
  };
}

/** A visitor's own browser: the home page with its hero chat, the cookie banner answered. */
async function homeChat(browser: Browser, siteUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await expect(chat).toBeVisible();
  return { context, page, chat, cookies: await context.cookies() };
}

/** The id the widget gave the conversation, from the tab's saved conversation. */
const conversationIdIn = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('flo:conversation:'));
    return (
      JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
        funnel?: { base: { conversation: string } };
      }
    ).funnel?.base.conversation;
  });

const storedConversation = (id: string) =>
  withDatabase(true, (db) =>
    db.prepare('select * from flo_funnel_conversations where conversation = ?').get(id),
  ) as { last_step: string; steps: string; arm: string; origin: string } | undefined;

test('a visitor leaves at the e-mail question, another sends an enquiry, and the console funnel shows both', async ({
  page,
  browser,
  urls,
}) => {
  await page.goto(`${urls.siteUrl}/admin/login`);
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
  const before = await consoleFigures(page, urls.siteUrl);

  // The first visitor gets as far as the contact questions, gives a name and closes the tab.
  const leaver = visitorFor('funnel-leaves', { consultation: null, name: 'Nadia Leaves' });
  const first = await homeChat(browser, urls.siteUrl);
  await expectBotSays(first.chat, copy.welcome);
  await chooseReply(first.chat, leaver.service);
  await expectBotSays(first.chat, copy.askCity);
  await sendMessage(first.chat, leaver.city);
  await expectBotSays(first.chat, copy.askIntent);
  await chooseReply(first.chat, copy.intentMessage);
  await expectBotSays(first.chat, copy.askName);
  await sendMessage(first.chat, leaver.name);
  await expectBotSays(first.chat, copy.askEmail(leaver.name));
  const leaverId = await conversationIdIn(first.page);
  expect(leaverId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(await first.context.cookies()).toEqual(first.cookies);
  // Closing the tab fires pagehide: the steps not yet sent leave in a beacon.
  await first.page.close({ runBeforeUnload: true });
  await expect.poll(() => storedConversation(leaverId ?? '')?.last_step).toBe('general.email');
  await first.context.close();

  // The second visitor sends an enquiry.
  const sender = visitorFor('funnel-completes', { consultation: null });
  const second = await homeChat(browser, urls.siteUrl);
  await answerUpToProjectDetails(second.chat, sender);
  const senderId = await conversationIdIn(second.page);
  await sendMessage(second.chat, sender.projectDetails);
  await sendToShownFirms(second.chat);
  await expectSubmitted(second.chat);
  expect(await second.context.cookies()).toEqual(second.cookies);
  await second.page.close({ runBeforeUnload: true });
  await expect.poll(() => storedConversation(senderId ?? '')?.last_step).toBe('completed');
  await second.context.close();

  // Nothing the visitors typed is stored with their steps, and no IP or origin but our site.
  for (const id of [leaverId, senderId]) {
    const row = storedConversation(id ?? '');
    expect(row?.origin).toBe('site');
    for (const typed of [leaver.name, leaver.email, sender.name, sender.email, sender.city]) {
      expect(JSON.stringify(row)).not.toContain(typed);
    }
  }

  const after = await consoleFigures(page, urls.siteUrl);
  expect(after).toEqual({
    started: before.started + 2,
    completed: before.completed + 1,
    droppedAtEmail: before.droppedAtEmail + 1,
  });
});
