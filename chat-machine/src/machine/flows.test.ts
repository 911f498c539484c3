import { chatEnquirySchema } from '@flo/contract';
import { JOB_BUDGET_RANGES, JOB_URGENCIES } from '@flo/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { CARPET_FITTER, CREATED, PAGES, TILER } from '../testing/machine-fixtures.ts';
import { type ChatDriver, choose, sendAll, startChat, text } from '../testing/test-driver.ts';

/** Starts a chat whose submissions are recorded, so tests can read the payload sent. */
async function recordingChat(path: string) {
  const submit = vi.fn(async (_input: { enquiry: unknown; idempotencyKey: string }) => CREATED);
  const chat = await startChat(path, { submit: submit as never });
  const submitted = async () => {
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const enquiry = chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
    return enquiry;
  };
  return { chat, submitted };
}

const atRest = (chat: ChatDriver, value: object | string) =>
  waitFor(chat.actor, (s) => s.matches(value as never) && !s.context.typing);

describe('entry by page', () => {
  it.each([
    [PAGES.home, { general: 'welcome' }],
    [PAGES.servicesIndex, { general: 'welcome' }],
    [PAGES.servicePage, { enhanced: 'enhanced_project_details' }],
    [PAGES.profile, { specialist: 'specialist_options' }],
    [PAGES.cityService, { location_page: 'location_direct_connect' }],
    [PAGES.city, { location_page: 'location_service_selection' }],
    [PAGES.search, { location_page: 'location_general' }],
    ['/specialists', { location_page: 'location_general' }],
    ['/about', { general: 'welcome' }],
  ])('%s opens with %o', async (path, value) => {
    const chat = await startChat(path);
    expect(chat.actor.getSnapshot().value).toEqual(value);
    expect(chat.emitted[0]?.type).toBe('step');
  });
});

describe('general flow', () => {
  it('shows up to 3 matching specialists, then consultation asks budget and the five urgency choices', async () => {
    const { chat, submitted } = await recordingChat(PAGES.home);
    await chat.send(choose('carpet'));
    await atRest(chat, { general: 'location' });
    await chat.send(text('Leeds'));
    const card = chat.actor
      .getSnapshot()
      .context.messages.find((m) => m.from === 'bot' && m.attachment);
    expect(card && 'attachment' in card ? card.attachment : null).toEqual({
      kind: 'specialists',
      specialists: [CARPET_FITTER, TILER],
    });
    await chat.send(choose('consultation'));
    const atUrgency = await chat.send(choose('£1,000 to £3,000'));
    expect(atUrgency.matches({ general: 'urgency' })).toBe(true);
    expect(atUrgency.context.options.map((o) => o.label)).toEqual([...JOB_URGENCIES]);
    await sendAll(chat, [
      choose('Within 1-2 months'),
      text('Sam'),
      text('sam@example.com'),
      text('0113 496 0000'),
      text('Lounge, 20 m²'),
    ]);
    const enquiry = await submitted();
    expect(enquiry).toMatchObject({
      flooringType: 'Carpet Installation',
      location: 'Leeds',
      budgetRange: '£1,000 to £3,000',
      urgency: 'Within 1-2 months',
      intent: 'consultation',
      chatbotSource: 'homepage_chatbot',
      selectedServiceSlug: 'carpet',
    });
  });

  it("'other' goes straight to location, and 'message' straight to name with the defaults", async () => {
    const { chat, submitted } = await recordingChat(PAGES.servicesIndex);
    const snapshot = await chat.send(choose('other'));
    expect(snapshot.matches({ general: 'location' })).toBe(true);
    expect(chat.emitted.some((e) => e.type === 'step' && e.step === 'service_info')).toBe(false);
    await chat.send(text('York'));
    const atName = await chat.send(choose('message'));
    expect(atName.matches({ general: 'name' })).toBe(true);
    await sendAll(chat, [
      text('Ann'),
      text('ann@example.com'),
      text('07700 900123'),
      text('Kitchen'),
    ]);
    const enquiry = await submitted();
    expect(enquiry).toMatchObject({
      flooringType: 'General enquiry',
      budgetRange: 'Not specified',
      urgency: 'Not specified',
      chatbotSource: 'general_page_chatbot',
      selectedServiceSlug: 'other',
    });
  });
});

describe('every budget and urgency choice', () => {
  const combinations = JOB_BUDGET_RANGES.flatMap((budget) =>
    JOB_URGENCIES.map((urgency) => [budget, urgency] as const),
  );

  it.each(combinations)(
    'budget %s with urgency %s submits a payload the API schema accepts',
    async (budget, urgency) => {
      const { chat, submitted } = await recordingChat(PAGES.home);
      await chat.send(choose('carpet'));
      await atRest(chat, { general: 'location' });
      await sendAll(chat, [text('Leeds'), choose('consultation')]);
      const atBudget = chat.actor.getSnapshot();
      expect(atBudget.context.options.map((o) => o.value)).toContain(budget);
      await chat.send(choose(budget));
      await sendAll(chat, [
        choose(urgency),
        text('Sam'),
        text('sam@example.com'),
        text('0113 496 0000'),
        text('Dining room, about 15 m²'),
      ]);
      // submitted() parses the payload sent with the API's chatEnquirySchema.
      const enquiry = await submitted();
      expect(enquiry.budgetRange).toBe(budget);
      expect(enquiry.urgency).toBe(urgency);
      expect(enquiry.intent).toBe('consultation');
    },
  );
});

describe('text rules', () => {
  it('accepts text only in text steps, ignores blank input, and re-asks a malformed e-mail', async () => {
    const chat = await startChat(PAGES.home);
    expect(chat.actor.getSnapshot().hasTag('text-input')).toBe(false);
    const before = chat.actor.getSnapshot().context.messages.length;
    chat.actor.send(text('hello'));
    expect(chat.actor.getSnapshot().context.messages.length).toBe(before);
    await chat.send(choose('other'));
    await atRest(chat, { general: 'location' });
    chat.actor.send(text('   '));
    expect(chat.actor.getSnapshot().matches({ general: 'location' })).toBe(true);
    await sendAll(chat, [text('Leeds'), choose('message'), text('Sam')]);
    const snapshot = await chat.send(text('sam at example'));
    expect(snapshot.matches({ general: 'email' })).toBe(true);
    expect(chat.lastBotText()).toMatch(/doesn't look like an e-mail/);
  });

  it('RESET starts over with an empty transcript and a fresh idempotency key', async () => {
    const keys: string[] = [];
    const chat = await startChat(PAGES.home, {
      submit: async ({ idempotencyKey }) => {
        keys.push(idempotencyKey);
        throw new Error('500: down');
      },
    });
    await chat.send(choose('other'));
    await atRest(chat, { general: 'location' });
    await sendAll(chat, [
      text('Leeds'),
      choose('message'),
      text('Sam'),
      text('sam@example.com'),
      text('0161 496 0000'),
      text('Hall'),
    ]);
    await waitFor(chat.actor, (s) => s.matches('submit_error'));
    const reset = await chat.send({ type: 'RESET' });
    expect(reset.matches({ general: 'welcome' })).toBe(true);
    expect(reset.context.messages.map((m) => m.text)).toEqual([
      "Hi, I'm Flo, your flooring assistant. What kind of flooring are you thinking about?",
    ]);
    expect(reset.context.idempotencyKey).toBeNull();
    expect(reset.context.contactEmail).toBe('hello@flo.example');
    expect(keys).toHaveLength(1);
  });

  it('flags typing while a reply is pending', async () => {
    const chat = await startChat(PAGES.home);
    chat.actor.send(choose('laminate'));
    expect(chat.actor.getSnapshot().context.typing).toBe(true);
    expect(chat.actor.getSnapshot().context.options).toEqual([]);
  });
});
