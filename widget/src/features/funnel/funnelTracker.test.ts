import { createFloMachine, pageContextFromLocation } from '@flo/chat-machine';
import type { FunnelBeacon } from '@flo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { INSTANT_DELAYS, memoryFloApi } from '../../testing/memoryFloApi.ts';
import type { FloActor } from '../chat/floActor.ts';
import { createConversation } from '../instance/createConversation.ts';
import { createSnapshotStore } from '../persistence/snapshotStore.ts';
import type { FunnelBeaconBase, FunnelSender } from './funnelSender.ts';

afterEach(() => sessionStorage.clear());

/** A sender that keeps each step with the beacon it would leave in. */
function recordingSender() {
  const steps: (FunnelBeaconBase & { step: string })[] = [];
  const sender: FunnelSender = { add: (base, step) => steps.push({ ...base, step }), flush() {} };
  return { sender, steps };
}

function start(sender: FunnelSender, greetingB: string | null = null) {
  return createConversation({
    machine: createFloMachine({ api: memoryFloApi().api, delays: INSTANT_DELAYS }),
    input: { page: pageContextFromLocation('/'), settings: null },
    store: createSnapshotStore(window, 'bubble::'),
    emit: vi.fn(),
    navigate: vi.fn(),
    funnel: { sender, surface: 'site' },
    greetingB,
  });
}

const atRest = (actor: FloActor, state: object) =>
  waitFor(actor, (s) => s.matches(state as never) && !s.context.typing);

/** Home page, 'other', York, 'message': up to the name question. */
async function reachName(actor: FloActor) {
  await atRest(actor, { general: 'welcome' });
  actor.send({ type: 'CHOOSE', value: 'other' });
  await atRest(actor, { general: 'location' });
  actor.send({ type: 'TEXT', text: 'York' });
  await waitFor(actor, (s) => s.context.options.some((o) => o.value === 'message'));
  actor.send({ type: 'CHOOSE', value: 'message' });
  await atRest(actor, { general: 'name' });
}

describe('the funnel of a conversation', () => {
  it('reports nothing until the visitor answers, then started and each state entered once', async () => {
    const { sender, steps } = recordingSender();
    const conversation = start(sender);
    await atRest(conversation.actor, { general: 'welcome' });
    expect(steps).toEqual([]);

    await reachName(conversation.actor);
    const names = steps.map((s) => s.step);
    expect(names.slice(0, 3)).toEqual(['started', 'general.welcome', 'general.location']);
    expect(names).toContain('general.name');
    expect(new Set(names).size).toBe(names.length);
    const [first] = steps;
    expect(first).toMatchObject({ flow: 'general', pageType: 'home', arm: 'a', surface: 'site' });
    expect(first?.conversation).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(steps.map((s) => s.conversation)).size).toBe(1);
    conversation.stop();
  });

  it('reports completed once the enquiry is accepted, and never what the visitor typed', async () => {
    const { sender, steps } = recordingSender();
    const { actor, stop } = start(sender);
    await reachName(actor);
    for (const answer of ['Ann Typed', 'ann@typed.example', '07700 900123', 'Kitchen typed']) {
      await waitFor(actor, (s) => s.hasTag('text-input') && !s.context.typing);
      actor.send({ type: 'TEXT', text: answer });
    }
    await waitFor(actor, (s) => s.hasTag('submitted'));
    const names = steps.map((s) => s.step);
    expect(names.at(-1)).toBe('completed');
    expect(names.filter((name) => name === 'completed')).toHaveLength(1);
    const sent = JSON.stringify(steps);
    for (const typed of ['York', 'Ann', 'typed', '07700']) expect(sent).not.toContain(typed);
    stop();
  });

  it('continues the same conversation and arm after a reload, without a second started', async () => {
    const first = recordingSender();
    const before = start(first.sender, 'Hello from B');
    await reachName(before.actor);
    const { conversation, arm } = first.steps[0] as FunnelBeacon & { step: string };
    before.stop();

    const second = recordingSender();
    const after = start(second.sender, 'Hello from B');
    expect(after.actor.getSnapshot().matches({ general: 'name' })).toBe(true);
    after.actor.send({ type: 'TEXT', text: 'Ann' });
    await atRest(after.actor, { general: 'email' });
    expect(second.steps.map((s) => s.step)).toEqual(['general.email']);
    expect(second.steps[0]).toMatchObject({ conversation, arm });
    after.stop();
  });

  it('starts a new conversation id after Start over (RESET)', async () => {
    const { sender, steps } = recordingSender();
    const { actor, stop } = start(sender);
    await atRest(actor, { general: 'welcome' });
    actor.send({ type: 'CHOOSE', value: 'other' });
    await atRest(actor, { general: 'location' });
    actor.send({ type: 'RESET' });
    await atRest(actor, { general: 'welcome' });
    actor.send({ type: 'CHOOSE', value: 'other' });
    await atRest(actor, { general: 'location' });

    const started = steps.filter((s) => s.step === 'started');
    expect(started).toHaveLength(2);
    expect(started[0]?.conversation).not.toBe(started[1]?.conversation);
    expect(
      steps.filter((s) => s.conversation === started[1]?.conversation).map((s) => s.step),
    ).toEqual(['started', 'general.welcome', 'general.location']);
    stop();
  });

  it.each([
    ['a', 10, 'Hello from B', null],
    ['b', 200, 'Hello from B', 'Hello from B'],
    ['a', 200, null, null],
  ])(
    'takes arm %s for a random byte of %i with greeting B %s',
    async (arm, byte, greetingB, greeting) => {
      const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
        if (array instanceof Uint8Array) array.fill(byte);
        return array;
      });
      const { sender, steps } = recordingSender();
      const { actor, stop } = start(sender, greetingB);
      random.mockRestore();
      await atRest(actor, { general: 'welcome' });
      expect(actor.getSnapshot().context.greeting ?? null).toBe(greeting);
      actor.send({ type: 'CHOOSE', value: 'other' });
      await atRest(actor, { general: 'location' });
      expect(steps[0]?.arm).toBe(arm);
      stop();
    },
  );
});
