import { describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { copy } from '../copy.ts';
import { inputFor, PAGES, STATS } from '../testing/machine-fixtures.ts';
import { floMachine } from './machine.ts';
import { FLO_DELAYS } from './setup.ts';

/** The machine with its real delays on a simulated clock; only the stats actor is used. */
function chatOnClock(stats: () => Promise<typeof STATS | null>, path: string = PAGES.home) {
  const clock = new SimulatedClock();
  const machine = floMachine.provide({ actors: { fetchServiceStats: fromPromise(stats) } });
  const actor = createActor(machine, { input: inputFor(path), clock });
  actor.start();
  const lastBot = () =>
    actor
      .getSnapshot()
      .context.messages.filter((m) => m.from === 'bot')
      .at(-1)?.text;
  return { clock, actor, lastBot };
}

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));

describe('typing delays are named and follow docs/product/constants.md#timing', () => {
  it('names every delay with its documented value', () => {
    expect(FLO_DELAYS).toEqual({
      typing: 1000,
      typingShort: 500,
      typingMedium: 800,
      typingLong: 1200,
      typingLonger: 1800,
      statsFollowUp: 2400,
      noStatsFollowUp: 1500,
    });
  });

  it('uses every named delay in at least one delayed transition of the machine', () => {
    const nodes: AnyStateNode[] = [floMachine.root, ...getStateNodes(floMachine.root)];
    const used = new Set(nodes.flatMap((node) => node.after.map((t) => t.delay)));
    const unused = Object.keys(FLO_DELAYS).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
    // Every delayed transition is named, so hosts and tests can set each pause.
    const unnamed = [...used].filter((delay) => !(String(delay) in FLO_DELAYS));
    expect(unnamed).toEqual([]);
  });

  it('welcomes after 1000 ms, then asks for the city 2400 ms after the stats are shown', async () => {
    const { clock, actor, lastBot } = chatOnClock(async () => STATS);
    clock.increment(999);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    clock.increment(1);
    expect(lastBot()).toBe(copy.welcome);
    actor.send({ type: 'CHOOSE', value: 'carpet' });
    await flushPromises();
    expect(lastBot()).toBe(copy.serviceStats('Carpet Installation', STATS));
    clock.increment(2399);
    expect(actor.getSnapshot().matches({ general: 'service_info' })).toBe(true);
    clock.increment(1);
    expect(lastBot()).toBe(copy.askCity);
    expect(actor.getSnapshot().hasTag('text-input')).toBe(true);
  });

  it('asks for the city 1500 ms after the stats turn out to be absent', async () => {
    const { clock, actor, lastBot } = chatOnClock(async () => null);
    clock.increment(1000);
    actor.send({ type: 'CHOOSE', value: 'vinyl' });
    await flushPromises();
    expect(lastBot()).toBe(copy.serviceNoStats('Vinyl & LVT Flooring'));
    clock.increment(1499);
    expect(lastBot()).not.toBe(copy.askCity);
    clock.increment(1);
    expect(lastBot()).toBe(copy.askCity);
  });

  it('types the full quick advice for 1800 ms and a follow-up answer for 1200 ms, then loads it', async () => {
    const { clock, actor, lastBot } = chatOnClock(async () => null, PAGES.search);
    const answered = () => waitFor(actor, (snapshot) => !snapshot.context.typing);
    clock.increment(FLO_DELAYS.typing);
    expect(lastBot()).toBe(copy.locationGeneral);
    actor.send({ type: 'CHOOSE', value: 'advice' });
    clock.increment(1799);
    expect(actor.getSnapshot().matches({ location_page: { location_advice: 'typing' } })).toBe(
      true,
    );
    clock.increment(1);
    // The pause is over; the typing indicator stays on while the advice texts are imported.
    expect(actor.getSnapshot().matches({ location_page: { location_advice: 'loading' } })).toBe(
      true,
    );
    expect(actor.getSnapshot().context.typing).toBe(true);
    await answered();
    expect(lastBot()).toBe(copy.adviceFollowUp);
    actor.send({ type: 'TEXT', text: 'Any tips for pets?' });
    clock.increment(1199);
    expect(actor.getSnapshot().context.typing).toBe(true);
    clock.increment(1);
    await answered();
    expect(lastBot()).toContain('With pets');
  });
});
