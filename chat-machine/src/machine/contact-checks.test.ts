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
      fields: { customerPhone: ['A UK phone number, such as 0161 496 0000 or 07700 900123'] },
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

  it.each(['  x  ', '+1 202 555 0100', '0161 496 00'])(
    'says %j is not a UK phone number and asks again',
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
    [PAGES.servicePage, [text('Lounge'), text('Ann'), choose('consultation'), text('LS1 4AP')]],
    [PAGES.cityService, [choose('quotes'), text('Ann')]],
  ])('the phone step of %s refuses a non-UK number', async (path, before) => {
    const chat = await startChat(path);
    await sendAll(chat, before);
    const snapshot = await chat.send(text('+33 1 23 45 67 89'));
    expect(snapshot.hasTag('text-input')).toBe(true);
    expect(chat.lastBotText()).toBe(copy.invalidPhone);
  });

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
