import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { copy } from '../copy.ts';
import { CREATED, PAGES } from '../testing/machine-fixtures.ts';
import { choose, sendAll, startChat, text } from '../testing/test-driver.ts';

const CONTACT = [text('Sam'), text('sam@example.com'), text('07700 900123'), text('Lounge')];

describe('honest endings', () => {
  it("a profile chat's success text names the specialist", async () => {
    const chat = await startChat(PAGES.profile, {
      specialist: async () => ({ id: 9, name: 'Oak & Co Flooring' }),
      submit: async () => ({ ...CREATED, status: 'received', matchedSpecialists: 0 }),
    });
    await sendAll(chat, [choose('talk'), ...CONTACT]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(chat.lastBotText()).toBe(
      "All done! Your enquiry has gone to Oak & Co Flooring, who will get back to you directly. You'll get an e-mail confirmation shortly.",
    );
  });

  it('a matched enquiry from the home page keeps the local-specialists ending', async () => {
    const chat = await startChat(PAGES.home);
    await chat.send(choose('other'));
    await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(chat.lastBotText()).toBe(copy.submitted);
  });

  it('RESET restarts a submitted conversation from the start', async () => {
    const chat = await startChat(PAGES.home);
    await chat.send(choose('other'));
    await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const restarted = await chat.send({ type: 'RESET' });
    expect(restarted.matches({ general: 'welcome' })).toBe(true);
    expect(restarted.hasTag('submitted')).toBe(false);
    expect(restarted.context).toMatchObject({
      enquiryId: null,
      enquiryStatus: null,
      idempotencyKey: null,
    });
    expect(restarted.context.messages.map((m) => m.text)).toEqual([copy.welcome]);
  });

  it('RESET restarts a conversation in the middle of the contact steps', async () => {
    const chat = await startChat(PAGES.cityService);
    await sendAll(chat, [choose('quotes'), text('Sam')]);
    const restarted = await chat.send({ type: 'RESET' });
    expect(restarted.matches({ location_page: 'location_direct_connect' })).toBe(true);
  });
});
