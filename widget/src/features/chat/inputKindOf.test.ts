import { createFloMachine, type FloEvent, pageContextFromLocation } from '@flo/chat-machine';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { INSTANT_DELAYS, memoryFloApi } from '../../testing/memoryFloApi.ts';
import { inputKindOf } from './inputKindOf.ts';

function chatOn(path: string) {
  const machine = createFloMachine({ api: memoryFloApi().api, delays: INSTANT_DELAYS });
  const actor = createActor(machine, {
    input: { page: pageContextFromLocation(path), settings: null },
  }).start();
  /** Sends an answer once the step before it has been asked, returns the next step's kind. */
  const answer = async (event: FloEvent) => {
    await vi.waitFor(() => expect(actor.getSnapshot().context.typing).toBe(false));
    actor.send(event);
    await vi.waitFor(() => expect(actor.getSnapshot().context.typing).toBe(false));
    return inputKindOf(actor.getSnapshot());
  };
  return { actor, answer };
}

describe('inputKindOf', () => {
  it('names the field of each text step of the general flow', async () => {
    const { actor, answer } = chatOn('/');
    expect(inputKindOf(actor.getSnapshot())).toBe('text');
    expect(await answer({ type: 'CHOOSE', value: 'other' })).toBe('location');
    expect(await answer({ type: 'TEXT', text: 'Leeds' })).toBe('text');
    expect(await answer({ type: 'CHOOSE', value: 'message' })).toBe('name');
    expect(await answer({ type: 'TEXT', text: 'Jane Smith' })).toBe('email');
    expect(await answer({ type: 'TEXT', text: 'jane@example.com' })).toBe('tel');
    expect(await answer({ type: 'TEXT', text: '07700 900123' })).toBe('text');
    actor.stop();
  });

  it("asks for a postcode in a service page's consultation", async () => {
    const { actor, answer } = chatOn('/services/carpet');
    expect(await answer({ type: 'TEXT', text: 'A hallway' })).toBe('name');
    await answer({ type: 'TEXT', text: 'Jane Smith' });
    expect(await answer({ type: 'CHOOSE', value: 'consultation' })).toBe('postcode');
    expect(await answer({ type: 'TEXT', text: 'LS1 4AP' })).toBe('tel');
    expect(await answer({ type: 'TEXT', text: '07700 900123' })).toBe('email');
    actor.stop();
  });
});
