import { chatEnquirySchema } from '@flo/contract';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { copy } from '../copy.ts';
import { CREATED, PAGES, REVIEWS } from '../testing/machine-fixtures.ts';
import { choose, sendAll, startChat, text } from '../testing/test-driver.ts';

async function recordingChat(path: string) {
  const submit = vi.fn(async (_input: { enquiry: unknown; idempotencyKey: string }) => CREATED);
  const chat = await startChat(path, { submit: submit as never });
  const submitted = async () => {
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    return chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
  };
  return { chat, submitted };
}

describe('specialist flow', () => {
  it('reviews are fetched and shown, then talk goes to name and carries the specialist id', async () => {
    const { chat, submitted } = await recordingChat(PAGES.profile);
    expect(chat.lastBotText()).toBe(copy.specialistGreeting('Oakbridge Flooring'));
    const snapshot = await chat.send(choose('reviews'));
    const cards = snapshot.context.messages.at(-2);
    expect(cards && 'attachment' in cards ? cards.attachment : null).toEqual({
      kind: 'reviews',
      reviews: REVIEWS.reviews,
      totalCount: 3,
      breakdown: { averageRating: '3.3', stars: REVIEWS.stars },
    });
    const atName = await chat.send(choose('talk'));
    expect(atName.matches({ specialist: 'name' })).toBe(true);
    await sendAll(chat, [
      text('Sam'),
      text('sam@example.com'),
      text('07700 900123'),
      text('Oak floor'),
    ]);
    expect(await submitted()).toMatchObject({
      specialistId: 7,
      intent: 'talk',
      chatbotSource: 'specialist_page_chatbot',
      location: 'Not specified',
    });
  });

  it('consultation asks the location before the name', async () => {
    const chat = await startChat(PAGES.profile);
    const atLocation = await chat.send(choose('consultation'));
    expect(atLocation.matches({ specialist: 'location' })).toBe(true);
    const atName = await chat.send(text('Harrogate'));
    expect(atName.matches({ specialist: 'name' })).toBe(true);
  });
});

describe('enhanced flow', () => {
  it('consultation asks postcode, phone and e-mail, then submits', async () => {
    const { chat, submitted } = await recordingChat(PAGES.servicePage);
    expect(chat.lastBotText()).toContain('carpet installation project');
    await sendAll(chat, [text('Three bedrooms'), text('Sam')]);
    const steps = [];
    for (const event of [choose('consultation'), text('ls1 4ap'), text('07700 900123')]) {
      steps.push(Object.values((await chat.send(event)).value)[0]);
    }
    expect(steps).toEqual(['enhanced_postcode', 'enhanced_phone', 'enhanced_email']);
    await chat.send(text('sam@example.com'));
    expect(await submitted()).toMatchObject({
      consultationPreference: 'consultation',
      postcode: 'LS1 4AP',
      location: 'ls1 4ap',
      pageContext: { citySlug: 'leeds', cityName: 'Leeds' },
      projectDetails: 'Three bedrooms',
      chatbotSource: 'service_page_chatbot',
    });
  });

  it('talk-further asks the postcode, a contact number and e-mail, then submits', async () => {
    const { chat, submitted } = await recordingChat(PAGES.servicePage);
    await sendAll(chat, [text('Hallway'), text('Ann')]);
    const atPlace = await chat.send(choose('talk-further'));
    expect(atPlace.matches({ enhanced: 'enhanced_postcode' })).toBe(true);
    const atContact = await chat.send(text('Leeds'));
    expect(atContact.matches({ enhanced: 'enhanced_contact' })).toBe(true);
    const atEmail = await chat.send(text('0113 496 0000'));
    expect(atEmail.matches({ enhanced: 'enhanced_contact_email' })).toBe(true);
    await chat.send(text('ann@example.com'));
    expect(await submitted()).toMatchObject({
      consultationPreference: 'talk-further',
      customerPhone: '0113 496 0000',
      location: 'Leeds',
      pageContext: { citySlug: 'leeds', cityName: 'Leeds' },
    });
  });
});

describe('location flows', () => {
  it('view specialists emits navigate to the lower-case hyphenated city and service', async () => {
    const chat = await startChat('/specialists/milton-keynes/tile');
    expect(chat.lastBotText()).toContain('4 Tile Installation specialists in Milton Keynes');
    await chat.send(choose('view'));
    expect(chat.emitted).toContainEqual({
      type: 'navigate',
      to: '/specialists/milton-keynes/tile',
    });
  });

  it('free quotes asks name, phone and e-mail, then submits with the location source', async () => {
    const { chat, submitted } = await recordingChat(PAGES.cityService);
    const steps = [];
    for (const event of [choose('quotes'), text('Sam'), text('07700 900123')]) {
      steps.push(Object.values((await chat.send(event)).value)[0]);
    }
    expect(steps).toEqual([
      'location_contact_name',
      'location_contact_phone',
      'location_contact_email',
    ]);
    await chat.send(text('sam@example.com'));
    expect(await submitted()).toMatchObject({
      location: 'Leeds',
      flooringType: 'Carpet Installation',
      intent: 'quotes',
      chatbotSource: 'location_service_page_chatbot',
    });
  });

  it("quick advice: 'connect' or 'specialist' goes to the contact steps, other text gets general advice", async () => {
    const chat = await startChat(PAGES.cityService);
    const atAdvice = await chat.send(choose('advice'));
    expect(chat.botTexts().at(-2)).toMatch(/£15 to £60 per m²/);
    expect(atAdvice.hasTag('text-input')).toBe(true);
    const followUp = await chat.send(text('Is it OK with a dog?'));
    expect(followUp.matches({ location_page: 'location_advice_followup' })).toBe(true);
    expect(chat.lastBotText()).toMatch(/pets/i);
    expect(followUp.context.options).toEqual([{ value: 'connect', label: copy.connectNow }]);
    const contact = await chat.send(text('Find me a Specialist please'));
    expect(contact.matches({ location_page: 'location_contact_name' })).toBe(true);
  });

  it('city page: service selection, then the connect options', async () => {
    const chat = await startChat(PAGES.city);
    expect(chat.lastBotText()).toBe(copy.serviceSelection('Leeds'));
    const snapshot = await chat.send(choose('vinyl'));
    expect(snapshot.matches({ location_page: 'location_connect_options' })).toBe(true);
    await chat.send(choose('view'));
    expect(chat.emitted).toContainEqual({ type: 'navigate', to: '/specialists/leeds/vinyl' });
  });

  it('general location page: find specialists asks the city, then the service', async () => {
    const chat = await startChat(PAGES.search);
    await chat.send(choose('find'));
    const wordless = await chat.send(text('???'));
    expect(wordless.matches({ location_page: 'location_find_city' })).toBe(true);
    expect(chat.lastBotText()).toBe(copy.searchNoMatch);
    expect(wordless.hasTag('text-input')).toBe(true);
    const snapshot = await chat.send(text('LS1'));
    expect(snapshot.matches({ location_page: 'location_service_selection' })).toBe(true);
    await sendAll(chat, [choose('hardwood'), choose('view')]);
    expect(chat.emitted).toContainEqual({ type: 'navigate', to: '/specialists/leeds/hardwood' });
  });
});
