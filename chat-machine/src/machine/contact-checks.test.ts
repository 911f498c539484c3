import { chatEnquirySchema } from '@flo/contract';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { FloHttpError } from '../api/http.ts';
import { copy } from '../copy.ts';
import { CREATED, PAGES } from '../testing/machine-fixtures.ts';
import { choose, sendAll, startChat, text } from '../testing/test-driver.ts';

type Submit = (input: { enquiry: unknown; idempotencyKey: string }) => Promise<typeof CREATED>;

const phoneRefused = new FloHttpError(
  400,
  `400: ${JSON.stringify({
    error: {
      code: 'validation_failed',
      message: 'Invalid enquiry',
      fields: { customerPhone: ['A phone number, such as 0161 496 0000 or +33 1 23 45 67 89'] },
    },
  })}`,
);

/** A home-page chat at the phone step, having chosen carpet in Leeds and given name and e-mail. */
async function chatAtPhone(submit?: Submit) {
  const chat = await startChat(PAGES.home, submit ? { submit: submit as never } : {});
  await chat.send(choose('carpet'));
  await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
  await sendAll(chat, [text('Leeds'), choose('message'), text('Sam')]);
  return chat;
}

describe('contact checks in the chat', () => {
  it('re-asks an e-mail address that is not one, then takes a good one', async () => {
    const chat = await chatAtPhone();
    let snapshot = await chat.send(text('sam at example'));
    expect(snapshot.matches({ general: 'email' })).toBe(true);
    expect(chat.lastBotText()).toBe(copy.invalidEmail);
    snapshot = await chat.send(text('sam@example.com'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
  });

  it.each(['  x  ', '12345', '0161 496 00', '+33 1 23'])(
    'says %j is not a phone number and asks again',
    async (phone) => {
      const chat = await chatAtPhone();
      await chat.send(text('sam@example.com'));
      const snapshot = await chat.send(text(phone));
      expect(snapshot.matches({ general: 'phone' })).toBe(true);
      expect(snapshot.hasTag('text-input')).toBe(true);
      expect(chat.lastBotText()).toBe(copy.invalidPhone);
      expect((await chat.send(text('0161 496 0000'))).matches({ general: 'project_details' })).toBe(
        true,
      );
    },
  );

  it.each([
    [
      PAGES.home,
      [choose('other'), text('Leeds'), choose('message'), text('Ann'), text('ann@example.com')],
      [text('Hall')],
    ],
    [
      PAGES.servicePage,
      [text('Lounge'), text('Ann'), choose('consultation'), text('LS1 4AP')],
      [text('ann@example.com')],
    ],
    [PAGES.cityService, [choose('quotes'), text('Ann')], [text('ann@example.com')]],
  ])('the phone step of %s takes an international number', async (path, before, after) => {
    const submit = vi.fn<Submit>().mockResolvedValue(CREATED);
    const chat = await startChat(path, { submit: submit as never });
    await sendAll(chat, before);
    await chat.send(text('+33 1 23 45 67 89'));
    expect(chat.lastBotText()).not.toBe(copy.invalidPhone);
    await sendAll(chat, after);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const enquiry = chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
    expect(enquiry.customerPhone).toBe('+33 1 23 45 67 89');
  });
});

describe('giving an e-mail or a phone, not necessarily both', () => {
  const skipOffered = (chat: Awaited<ReturnType<typeof chatAtPhone>>) =>
    chat.actor.getSnapshot().context.options.some((option) => option.value === 'skip');

  it('lets the visitor skip the e-mail, then asks the phone without a skip', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(CREATED);
    const chat = await chatAtPhone(submit);
    expect(skipOffered(chat)).toBe(true);
    let snapshot = await chat.send(choose('skip'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
    expect(skipOffered(chat)).toBe(false);
    // A stale 'Skip' is not taken: the phone is now the only contact.
    snapshot = await chat.send(choose('skip'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
    await sendAll(chat, [text('07700 900123'), text('Hall')]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const enquiry = chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
    expect(enquiry).toMatchObject({ customerEmail: '', customerPhone: '07700 900123' });
  });

  it('offers to skip the phone once an e-mail was given', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(CREATED);
    const chat = await chatAtPhone(submit);
    await chat.send(text('sam@example.com'));
    expect(skipOffered(chat)).toBe(true);
    const snapshot = await chat.send(choose('skip'));
    expect(snapshot.matches({ general: 'project_details' })).toBe(true);
    await chat.send(text('Hall'));
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const enquiry = chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry);
    expect(enquiry).toMatchObject({ customerEmail: 'sam@example.com', customerPhone: '' });
  });

  it('on a location page, skipping the phone makes the e-mail required', async () => {
    const chat = await startChat(PAGES.cityService);
    await sendAll(chat, [choose('quotes'), text('Ann')]);
    expect(skipOffered(chat)).toBe(true);
    const snapshot = await chat.send(choose('skip'));
    expect(snapshot.matches({ location_page: 'location_contact_email' })).toBe(true);
    expect(skipOffered(chat)).toBe(false);
    await chat.send(text('not an address'));
    expect(skipOffered(chat)).toBe(false);
  });
});

describe('did you mean …? after an e-mail', () => {
  it('offers the likely address for a misspelt domain and takes it when chosen', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue(CREATED);
    const chat = await chatAtPhone(submit);
    let snapshot = await chat.send(text('joe@gmial.com'));
    expect(snapshot.matches({ general: 'email_suggestion' })).toBe(true);
    expect(chat.lastBotText()).toBe(copy.didYouMean('joe@gmail.com'));
    expect(snapshot.context.options.map((option) => option.label)).toEqual([
      copy.useSuggestedEmail('joe@gmail.com'),
      copy.keepTypedEmail('joe@gmial.com'),
    ]);
    snapshot = await chat.send(choose('use_suggestion'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
    await sendAll(chat, [text('07700 900123'), text('Hall')]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(chatEnquirySchema.parse(submit.mock.calls[0]?.[0].enquiry).customerEmail).toBe(
      'joe@gmail.com',
    );
  });

  it("keeps the visitor's own words when they say so", async () => {
    const chat = await chatAtPhone();
    await chat.send(text('joe@gmial.com'));
    const snapshot = await chat.send(choose('keep_email'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
    expect(snapshot.context.answers.email).toBe('joe@gmial.com');
  });

  it('takes a retyped address instead, checking it again', async () => {
    const chat = await chatAtPhone();
    await chat.send(text('joe@gmial.com'));
    const snapshot = await chat.send(text('joe@oakbridge.example'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
    expect(snapshot.context.answers.email).toBe('joe@oakbridge.example');
  });

  it('goes on without a suggestion when the check fails', async () => {
    const chat = await startChat(PAGES.home, {
      checkEmail: () => Promise.reject(new Error('503: Service Unavailable')),
    });
    await chat.send(choose('carpet'));
    await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
    await sendAll(chat, [text('Leeds'), choose('message'), text('Sam')]);
    const snapshot = await chat.send(text('joe@gmial.com'));
    expect(snapshot.matches({ general: 'phone' })).toBe(true);
  });
});

describe('when the API refuses the phone', () => {
  it('asks for the phone again when the API refuses it, then sends with a new key', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(phoneRefused)
      .mockResolvedValueOnce(CREATED);
    const chat = await chatAtPhone(submit);
    await sendAll(chat, [text('sam@example.com'), text('0161 496 0000'), text('Hall')]);
    await waitFor(chat.actor, (s) => s.matches('reask_phone'));
    expect(chat.lastBotText()).toBe(copy.phoneRefused);
    expect(chat.actor.getSnapshot().hasTag('text-input')).toBe(true);
    expect(chat.emitted.some((event) => event.type === 'toast')).toBe(false);

    await chat.send(text('07700 900123'));
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const [first, second] = submit.mock.calls.map(([input]) => input);
    const enquiry = chatEnquirySchema.parse(second?.enquiry);
    expect(enquiry.customerPhone).toBe('07700 900123');
    expect(enquiry.projectDetails).toBe('Hall');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('offers to send with the e-mail alone instead', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(phoneRefused)
      .mockResolvedValueOnce(CREATED);
    const chat = await chatAtPhone(submit);
    await sendAll(chat, [text('sam@example.com'), text('+999 1234 5678'), text('Hall')]);
    await waitFor(chat.actor, (s) => s.matches('reask_phone'));
    await chat.send(choose('skip'));
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    const enquiry = chatEnquirySchema.parse(submit.mock.calls[1]?.[0].enquiry);
    expect(enquiry).toMatchObject({ customerEmail: 'sam@example.com', customerPhone: '' });
  });

  it('a 400 about another field is a submission failure, not a phone question', async () => {
    const otherField = new FloHttpError(
      400,
      '400: {"error":{"code":"validation_failed","message":"x","fields":{"customerEmail":["bad"]}}}',
    );
    const chat = await chatAtPhone(vi.fn<Submit>().mockRejectedValue(otherField));
    await sendAll(chat, [text('sam@example.com'), text('0161 496 0000'), text('Hall')]);
    await waitFor(chat.actor, (s) => s.matches('submit_error'));
  });
});
