import { chatEnquirySchema } from '@flo/contract';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { copy } from '../copy.ts';
import {
  CREATED,
  type FakeAnswers,
  ISLE_OF_WIGHT,
  LERWICK,
  M14_POSTCODE,
  MANCHSTER,
  NEWCASTLE,
  NEWCASTLE_UNDER_LYME,
  NOWHERE,
  PAGES,
  STOCKPORT,
} from '../testing/machine-fixtures.ts';
import { type ChatDriver, choose, sendAll, startChat, text } from '../testing/test-driver.ts';

/** A home-page chat at the location question after choosing carpet, recording submissions. */
async function homeChatAtLocation(answers: FakeAnswers = {}) {
  const submit = vi.fn(answers.submit ?? (async () => CREATED));
  const chat = await startChat(PAGES.home, { ...answers, submit });
  await chat.send(choose('carpet'));
  await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
  const sent = async () => {
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    return chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
  };
  return { chat, sent };
}

const CONTACT = [text('Sam'), text('sam@example.com'), text('07700 900123'), text('Lounge')];

function lastCards(chat: ChatDriver) {
  const bot = chat.actor.getSnapshot().context.messages.filter((m) => m.from === 'bot');
  const card = bot.findLast((m) => 'attachment' in m && m.attachment);
  return card && 'attachment' in card ? card.attachment : undefined;
}

describe('places the directory has no city for', () => {
  it('a town names its nearest served cities, shows their specialists and goes on', async () => {
    const resolve = vi.fn(async () => STOCKPORT);
    const { chat, sent } = await homeChatAtLocation({ resolve });
    const snapshot = await chat.send(text('Stockport'));
    expect(resolve).toHaveBeenCalledWith({ query: 'Stockport', serviceSlug: 'carpet' });
    expect(chat.botTexts()).toContain(
      'Nearest specialists to Stockport (7 miles): Manchester and Salford',
    );
    expect(lastCards(chat)).toEqual({ kind: 'specialists', specialists: STOCKPORT.specialists });
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
    await sendAll(chat, [choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({
      location: 'Stockport',
      pageContext: { citySlug: 'manchester', cityName: 'Manchester' },
    });
  });

  it('a postcode keeps the postcode in the payload', async () => {
    const { chat, sent } = await homeChatAtLocation({ resolve: async () => M14_POSTCODE });
    await chat.send(text('m14 5ab'));
    expect(chat.botTexts()).toContain('Nearest specialists to M14 5AB (2 miles): Manchester');
    await sendAll(chat, [choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({ location: 'm14 5ab', postcode: 'M14 5AB' });
  });

  it('copy says one mile, and lists three cities with commas', () => {
    expect(copy.nearestSpecialists('Chester', 1, ['Wrexham', 'Ellesmere Port', 'Frodsham'])).toBe(
      'Nearest specialists to Chester (1 mile): Wrexham, Ellesmere Port and Frodsham',
    );
  });
});

describe('no dead ends', () => {
  it('after one no-match offers to send anyway, which goes on with sendAnyway set', async () => {
    const { chat, sent } = await homeChatAtLocation({
      resolve: async () => NOWHERE,
      submit: async () => ({ ...CREATED, status: 'received', matchedSpecialists: 0 }),
    });
    let snapshot = await chat.send(text('Narnia'));
    expect(chat.lastBotText()).toBe(copy.searchNoMatch);
    expect(snapshot.context.options).toEqual([{ value: 'send-anyway', label: copy.sendAnyway }]);
    expect(snapshot.hasTag('text-input')).toBe(true);
    snapshot = await chat.send(choose('send-anyway'));
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
    expect(snapshot.context.answers.sendAnyway).toBe(true);
    await sendAll(chat, [choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({ location: 'Narnia' });
    expect(chat.lastBotText()).toBe(copy.submittedToTeam);
    expect(chat.lastBotText()).toContain('Flo team will find a suitable specialist');
  });

  it('a matched enquiry keeps the usual ending; a network failure keeps "I\'ll search"', async () => {
    const { chat } = await homeChatAtLocation({
      resolve: () => Promise.reject(new TypeError('fetch failed')),
    });
    await chat.send(text('Stockport'));
    expect(chat.botTexts()).toContain(copy.searchFailed);
    await sendAll(chat, [choose('message'), ...CONTACT]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(chat.lastBotText()).toBe(copy.submitted);
  });

  it('after a no-match the visitor can type another town instead', async () => {
    const resolve = vi.fn().mockResolvedValueOnce(NOWHERE).mockResolvedValueOnce(STOCKPORT);
    const { chat } = await homeChatAtLocation({ resolve });
    await chat.send(text('Stokeport'));
    const snapshot = await chat.send(text('Stockport'));
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
    expect(snapshot.context.answers.sendAnyway).toBeUndefined();
  });

  it('on a general location page, send anyway goes to the contact steps for the Flo team', async () => {
    const chat = await startChat(PAGES.search, { resolve: async () => NOWHERE });
    await sendAll(chat, [choose('find'), text('Narnia')]);
    const snapshot = await chat.send(choose('send-anyway'));
    expect(snapshot.matches({ location_page: 'location_contact_name' })).toBe(true);
    expect(chat.lastBotText()).toBe(copy.contactNameForTeam);
  });

  it('on a service page, talking it through asks the postcode and can send anyway', async () => {
    const chat = await startChat(PAGES.servicePage, { resolve: async () => NOWHERE });
    await sendAll(chat, [text('Hall'), text('Ann'), choose('talk-further'), text('ZZ9 9ZZ')]);
    expect(chat.lastBotText()).toBe(copy.searchNoMatch);
    const snapshot = await chat.send(choose('send-anyway'));
    expect(snapshot.matches({ enhanced: 'enhanced_contact' })).toBe(true);
    expect(snapshot.context.answers).toMatchObject({ sendAnyway: true, postcode: 'ZZ9 9ZZ' });
  });

  it('talking to a profile whose specialist did not load asks the place first', async () => {
    const chat = await startChat(PAGES.profile, {
      specialist: () => Promise.reject(new Error('503: down')),
    });
    const snapshot = await chat.send(choose('talk'));
    expect(snapshot.matches({ specialist: 'location' })).toBe(true);
  });

  it('connecting after advice on /search asks the place before the contact steps', async () => {
    const chat = await startChat(PAGES.search);
    await chat.send(choose('advice'));
    const snapshot = await chat.send(text('please connect me'));
    expect(snapshot.matches({ location_page: 'location_find_city' })).toBe(true);
  });
});

describe("the visitor's words, and places that need a question (ADR 025)", () => {
  it('keeps Isle of Wight as the location and matches in Portsmouth', async () => {
    const { chat, sent } = await homeChatAtLocation({ resolve: async () => ISLE_OF_WIGHT });
    await chat.send(text('Isle of Wight'));
    expect(chat.botTexts()).toContain(
      'Nearest specialists to Isle of Wight (11 miles): Portsmouth',
    );
    await sendAll(chat, [choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({
      location: 'Isle of Wight',
      pageContext: { citySlug: 'portsmouth', cityName: 'Portsmouth' },
    });
  });

  it('asks which Newcastle, then searches the one chosen and keeps its name', async () => {
    const resolve = vi.fn(async ({ query }: { query: string }) =>
      query === 'Newcastle' ? NEWCASTLE : NEWCASTLE_UNDER_LYME,
    );
    const { chat, sent } = await homeChatAtLocation({ resolve });
    let snapshot = await chat.send(text('Newcastle'));
    expect(chat.lastBotText()).toBe('Did you mean Newcastle upon Tyne or Newcastle under Lyme?');
    expect(snapshot.context.options.map((o) => o.label)).toEqual([
      'Newcastle upon Tyne',
      'Newcastle under Lyme',
    ]);
    expect(snapshot.matches({ general: 'location' })).toBe(true);
    snapshot = await chat.send(choose('place:1'));
    expect(resolve).toHaveBeenLastCalledWith({
      query: 'Newcastle under Lyme, Staffordshire',
      serviceSlug: 'carpet',
    });
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
    await sendAll(chat, [choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({
      location: 'Newcastle under Lyme',
      pageContext: { citySlug: 'stoke-on-trent', cityName: 'Stoke-on-Trent' },
    });
  });

  it("offers the closest names for a misspelling: 'Did you mean Manchester?'", async () => {
    const resolve = vi.fn(async ({ query }: { query: string }) =>
      query === 'Manchster' ? MANCHSTER : STOCKPORT,
    );
    const { chat } = await homeChatAtLocation({ resolve });
    let snapshot = await chat.send(text('Manchster'));
    expect(chat.lastBotText()).toBe(
      "I couldn't find Manchster. Did you mean Manchester or Lancaster?",
    );
    expect(snapshot.context.options).toEqual([
      { value: 'place:0', label: 'Manchester' },
      { value: 'place:1', label: 'Lancaster' },
      { value: 'send-anyway', label: copy.sendAnyway },
    ]);
    snapshot = await chat.send(choose('place:0'));
    expect(resolve).toHaveBeenLastCalledWith({ query: 'Manchester', serviceSlug: 'carpet' });
    expect(snapshot.context.answers.city).toBe('Manchester');
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
  });

  it('names the distant specialists and how far, and sends to them when chosen', async () => {
    const { chat, sent } = await homeChatAtLocation({ resolve: async () => LERWICK });
    const snapshot = await chat.send(text('Lerwick'));
    expect(chat.lastBotText()).toBe(copy.distantSpecialists('Lerwick', 'Aberdeen', 211));
    expect(snapshot.context.options).toEqual([
      { value: 'send-distant', label: 'Send to the specialists in Aberdeen' },
      { value: 'send-anyway', label: 'Send to the Flo team' },
    ]);
    expect(lastCards(chat)).toEqual({ kind: 'specialists', specialists: LERWICK.specialists });
    await sendAll(chat, [choose('send-distant'), choose('message'), ...CONTACT]);
    expect(await sent()).toMatchObject({
      location: 'Lerwick',
      pageContext: { citySlug: 'aberdeen', cityName: 'Aberdeen' },
    });
  });

  it('sends a far place to the Flo team, with no city, when the visitor chooses that', async () => {
    const { chat, sent } = await homeChatAtLocation({
      resolve: async () => LERWICK,
      submit: async () => ({ ...CREATED, status: 'received', matchedSpecialists: 0 }),
    });
    await chat.send(text('Lerwick'));
    await sendAll(chat, [choose('send-anyway'), choose('message'), ...CONTACT]);
    const enquiry = await sent();
    expect(enquiry.location).toBe('Lerwick');
    expect(enquiry.pageContext.citySlug).toBeUndefined();
    expect(chat.lastBotText()).toBe(copy.submittedToTeam);
  });
});
