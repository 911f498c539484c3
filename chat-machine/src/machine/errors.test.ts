import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { FloHttpError } from '../api/http.ts';
import { copy } from '../copy.ts';
import { CREATED, LEEDS, NOWHERE, PAGES } from '../testing/machine-fixtures.ts';
import { choose, sendAll, startChat, text } from '../testing/test-driver.ts';
import { welcomeOptions } from './options.ts';

const CONTACT_STEPS = [text('Sam Jones'), text('sam@example.com'), text('07700 900123')];

/** Home page conversation up to the last step before submitting. */
async function chatUpToProjectDetails(
  submit: (input: { idempotencyKey: string }) => Promise<typeof CREATED>,
  settings?: null,
) {
  const chat = await startChat(PAGES.home, { submit }, settings === null ? { settings } : {});
  await sendAll(chat, [choose('carpet')]);
  await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
  await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT_STEPS]);
  return chat;
}

describe('chat errors of docs/product/errors.md, word for word', () => {
  it('enquiry failure: apology with the contact e-mail, destructive toast, and a retry with the same key', async () => {
    const submit = vi
      .fn<(input: { idempotencyKey: string }) => Promise<typeof CREATED>>()
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockResolvedValueOnce(CREATED);
    const chat = await chatUpToProjectDetails(submit);
    let snapshot = await chat.send(text('Hall and stairs'));
    await waitFor(chat.actor, (s) => s.matches('submit_error'));
    snapshot = chat.actor.getSnapshot();
    expect(chat.lastBotText()).toBe(
      "I'm sorry, something went wrong sending your enquiry. Please try again, or e-mail us at hello@flo.example and we'll help you directly.",
    );
    expect(chat.emitted).toContainEqual({
      type: 'toast',
      variant: 'destructive',
      title: 'Submission Error',
      description: 'There was a problem submitting your enquiry. Please try again.',
    });
    expect(chat.emitted).toContainEqual({ type: 'error', message: '503: Service Unavailable' });
    expect(snapshot.context.options).toEqual([{ value: 'retry', label: 'Try again' }]);

    chat.actor.send({ type: 'RETRY' });
    await waitFor(chat.actor, (s) => s.matches('submit_error') && submit.mock.calls.length === 2);
    chat.actor.send({ type: 'CHOOSE', value: 'retry' });
    await waitFor(chat.actor, (s) => s.matches('submitted'));

    const keys = submit.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(chat.emitted).toContainEqual({ type: 'enquiry:submitted', enquiryId: 'enq_123' });
  });

  it('review fetch failure: says the reviews could not load and offers consultation or talk', async () => {
    const chat = await startChat(PAGES.profile, {
      reviews: () => Promise.reject(new Error('500: boom')),
    });
    const snapshot = await chat.send(choose('reviews'));
    expect(snapshot.matches({ specialist: 'show_reviews' })).toBe(true);
    expect(chat.lastBotText()).toBe(copy.reviewsFailed);
    expect(chat.lastBotText()).toContain("couldn't load the reviews");
    expect(snapshot.context.options.map((option) => option.value)).toEqual([
      'consultation',
      'talk',
    ]);
  });

  const NO_MATCH =
    "I couldn't find any specialists in that area. Could you try a nearby city or check the spelling?";

  it('city search without a match asks for a nearby city, verbatim', async () => {
    const chat = await startChat(PAGES.home, { resolve: async () => NOWHERE });
    await chat.send(choose('tile'));
    await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
    const snapshot = await chat.send(text('Nowhere-on-Sea'));
    expect(snapshot.matches({ general: 'location' })).toBe(true);
    expect(chat.lastBotText()).toBe(NO_MATCH);
    expect(snapshot.hasTag('text-input')).toBe(true);
    expect(snapshot.context.options).toEqual([
      { value: 'send-anyway', label: 'Send my request anyway' },
    ]);
  });

  it('city text without letters or digits is a no-match, without a request', async () => {
    const search = vi.fn(async () => LEEDS);
    const chat = await startChat(PAGES.home, { resolve: search });
    await chat.send(choose('carpet'));
    await waitFor(chat.actor, (s) => s.matches({ general: 'location' }) && !s.context.typing);
    const snapshot = await chat.send(text('???'));
    expect(search).not.toHaveBeenCalled();
    expect(snapshot.matches({ general: 'location' })).toBe(true);
    expect(chat.lastBotText()).toBe(NO_MATCH);
    expect(snapshot.hasTag('text-input')).toBe(true);

    await chat.send(text('Leeds'));
    expect(search).toHaveBeenCalledWith({ query: 'Leeds', serviceSlug: 'carpet' });
    expect(chat.actor.getSnapshot().matches({ general: 'intent' })).toBe(true);
  });

  it.each([400, 404, 422])(
    'city search answered %i is a no-match, not a network failure',
    async (status) => {
      const chat = await startChat(PAGES.home, {
        resolve: () => Promise.reject(new FloHttpError(status, `${status}: No such city`)),
      });
      await chat.send(choose('other'));
      const snapshot = await chat.send(text('Atlantis'));
      expect(snapshot.matches({ general: 'location' })).toBe(true);
      expect(chat.lastBotText()).toBe(NO_MATCH);
      expect(chat.botTexts()).not.toContain(copy.searchFailed);
    },
  );

  it.each([
    ['a network failure', new TypeError('fetch failed')],
    ['a 503', new FloHttpError(503, '503: Service Unavailable')],
    ['a 500', new FloHttpError(500, '500: boom')],
  ])('city search %s says it will search and carries on', async (_name, error) => {
    const chat = await startChat(PAGES.home, { resolve: () => Promise.reject(error) });
    await chat.send(choose('other'));
    const snapshot = await chat.send(text('Leeds'));
    expect(chat.botTexts()).toContain("I'll search for specialists in your area.");
    expect(chat.botTexts()).not.toContain(NO_MATCH);
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
  });

  it('a quick reply no step accepts gets the unknown-step text, verbatim, and keeps the choices', async () => {
    const chat = await startChat(PAGES.home);
    const before = chat.actor.getSnapshot().context.options;
    expect(before).toEqual(welcomeOptions);
    const snapshot = await chat.send(choose('a-button-from-an-old-message'));
    expect(chat.lastBotText()).toBe(
      "I'm not sure how to handle that right now. Please try again or contact us directly.",
    );
    expect(snapshot.matches({ general: 'welcome' })).toBe(true);
    expect(snapshot.context.options).toEqual(before);

    const next = await chat.send(choose('carpet'));
    expect(next.matches({ general: 'service_info' })).toBe(true);
  });

  it('after a stale button in submit_error, Try again still resends the enquiry', async () => {
    const submit = vi
      .fn<(input: { idempotencyKey: string }) => Promise<typeof CREATED>>()
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockResolvedValueOnce(CREATED);
    const chat = await chatUpToProjectDetails(submit);
    chat.actor.send(text('Hall and stairs'));
    await waitFor(chat.actor, (s) => s.matches('submit_error') && !s.context.typing);
    const snapshot = await chat.send(choose('stale-button'));
    expect(chat.lastBotText()).toBe(copy.unknownStep);
    expect(snapshot.matches('submit_error')).toBe(true);
    expect(snapshot.context.options).toEqual([{ value: 'retry', label: 'Try again' }]);

    chat.actor.send(choose('retry'));
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('enquiry failure without chat settings apologises with the contact wording, no address', async () => {
    const submit = vi
      .fn<(input: { idempotencyKey: string }) => Promise<typeof CREATED>>()
      .mockRejectedValueOnce(new Error('500: boom'));
    const chat = await chatUpToProjectDetails(submit, null);
    chat.actor.send(text('Hall and stairs'));
    await waitFor(chat.actor, (s) => s.matches('submit_error'));
    expect(chat.lastBotText()).toBe(
      "I'm sorry, something went wrong sending your enquiry. Please try again, or contact us directly and we'll help.",
    );
    expect(chat.lastBotText()).not.toContain('@');
  });
});
