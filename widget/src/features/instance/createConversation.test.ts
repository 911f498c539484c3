import { createFloMachine, FLOW_VERSION, pageContextFromLocation } from '@flo/chat-machine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTANT_DELAYS, memoryFloApi } from '../../testing/memoryFloApi.ts';
import type { Emit } from '../config/types.ts';
import { createSnapshotStore } from '../persistence/snapshotStore.ts';
import { createConversation } from './createConversation.ts';

afterEach(() => sessionStorage.clear());

/** Every typing delay of the machine set to `typingMs`, so a step can be caught mid-typing. */
function delaysOf(typingMs: number): typeof INSTANT_DELAYS {
  return Object.fromEntries(
    Object.keys(INSTANT_DELAYS).map((name) => [name, typingMs]),
  ) as typeof INSTANT_DELAYS;
}

function start(emit: Emit = vi.fn(), delays = INSTANT_DELAYS) {
  const machine = createFloMachine({ api: memoryFloApi().api, delays });
  return createConversation({
    machine,
    input: { page: pageContextFromLocation('/'), settings: null },
    store: createSnapshotStore(window, 'bubble::'),
    emit,
    navigate: vi.fn(),
  });
}

async function offered(conversation: ReturnType<typeof start>, value: string) {
  await vi.waitFor(() =>
    expect(conversation.actor.getSnapshot().context.options.map((o) => o.value)).toContain(value),
  );
}

describe('createConversation', () => {
  it('restores a conversation in progress from sessionStorage after a page load', async () => {
    const first = start();
    await offered(first, 'other');
    first.actor.send({ type: 'CHOOSE', value: 'other' });
    await vi.waitFor(() => expect(first.actor.getSnapshot().hasTag('text-input')).toBe(true));
    const transcript = first.actor.getSnapshot().context.messages;
    first.stop();

    expect(Object.keys(sessionStorage)).toEqual([`flo:conversation:${FLOW_VERSION}:bubble::`]);
    const second = start();
    expect(second.actor.getSnapshot().context.messages).toEqual(transcript);
    expect(second.actor.getSnapshot().hasTag('text-input')).toBe(true);
    expect(second.inProgress()).toBe(true);
    second.stop();
  });

  it.each([
    ['still due', 0],
    ['overdue by the time the next page loaded', 150],
  ])(
    'restores a conversation saved while Flo was typing with its delay %s: the question comes',
    async (_when, pageLoadMs) => {
      const typing = delaysOf(80);
      const first = start(vi.fn(), typing);
      await offered(first, 'other');
      first.actor.send({ type: 'CHOOSE', value: 'other' });
      // Saved the instant the visitor answered, with the typing dots on and the question due.
      expect(first.actor.getSnapshot().context.typing).toBe(true);
      const answered = first.actor.getSnapshot().context.messages;
      first.stop();
      await new Promise((resolve) => setTimeout(resolve, pageLoadMs));

      const second = start(vi.fn(), typing);
      expect(second.actor.getSnapshot().context.typing).toBe(true);
      expect(second.actor.getSnapshot().context.messages).toEqual(answered);
      await vi.waitFor(() => expect(second.actor.getSnapshot().context.typing).toBe(false));
      const snapshot = second.actor.getSnapshot();
      expect(snapshot.context.messages.slice(0, answered.length)).toEqual(answered);
      expect(snapshot.context.messages.at(-1)?.from).toBe('bot');
      expect(snapshot.context.messages.length).toBe(answered.length + 1);
      second.stop();
    },
  );

  it('keeps the pending delay saved after a restore, for a second page load mid-typing', async () => {
    const typing = delaysOf(120);
    const first = start(vi.fn(), typing);
    await offered(first, 'other');
    first.actor.send({ type: 'CHOOSE', value: 'other' });
    first.stop();
    start(vi.fn(), typing).stop();

    const third = start(vi.fn(), typing);
    expect(third.actor.getSnapshot().context.typing).toBe(true);
    await vi.waitFor(() => expect(third.actor.getSnapshot().context.typing).toBe(false));
    third.stop();
  });

  it('forgets the saved conversation when the visitor starts over, so the next load is fresh', async () => {
    const first = start();
    await offered(first, 'other');
    first.actor.send({ type: 'CHOOSE', value: 'other' });
    await vi.waitFor(() => expect(first.inProgress()).toBe(true));
    expect(sessionStorage).toHaveLength(1);

    first.actor.send({ type: 'RESET' });
    expect(first.inProgress()).toBe(false);
    expect(sessionStorage).toHaveLength(0);
    first.stop();

    const second = start();
    await offered(second, 'other');
    expect(second.actor.getSnapshot().context.messages.every((m) => m.from === 'bot')).toBe(true);
    second.stop();
  });

  it('starts afresh when nothing (or something unreadable) was saved', async () => {
    sessionStorage.setItem(`flo:conversation:${FLOW_VERSION}:bubble::`, '{not json');
    const conversation = start();
    await offered(conversation, 'other');
    expect(conversation.actor.getSnapshot().context.messages.every((m) => m.from === 'bot')).toBe(
      true,
    );
    expect(conversation.inProgress()).toBe(false);
    conversation.stop();
  });

  it('reports viewed and answered steps, and abandon once when left mid-flow', async () => {
    const emit = vi.fn();
    const conversation = start(emit);
    await offered(conversation, 'other');
    conversation.abandon();
    expect(emit).not.toHaveBeenCalledWith('abandon', expect.anything());

    conversation.answered();
    conversation.actor.send({ type: 'CHOOSE', value: 'other' });
    await vi.waitFor(() => expect(conversation.inProgress()).toBe(true));
    conversation.abandon();
    conversation.abandon();

    const calls = emit.mock.calls.map(([event, payload]) => [event, payload]);
    expect(calls).toContainEqual(['step', { step: 'welcome', status: 'viewed' }]);
    expect(calls).toContainEqual(['step', { step: 'welcome', status: 'answered' }]);
    expect(calls.filter(([event]) => event === 'abandon')).toHaveLength(1);
    conversation.stop();
  });
});
