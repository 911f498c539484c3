import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { copy } from '../copy.ts';
import { floMachine } from './machine.ts';
import { FLO_DELAYS } from './setup.ts';
import { inputFor, PAGES, STATS } from './test-fixtures.ts';

/** The machine with its real delays on a simulated clock; only the stats actor is used. */
function chatOnClock(stats: () => Promise<typeof STATS | null>) {
  const clock = new SimulatedClock();
  const machine = floMachine.provide({ actors: { fetchServiceStats: fromPromise(stats) } });
  const actor = createActor(machine, { input: inputFor(PAGES.home), clock });
  actor.start();
  const lastBot = () =>
    actor
      .getSnapshot()
      .context.messages.filter((m) => m.from === 'bot')
      .at(-1)?.text;
  return { clock, actor, lastBot };
}

const flushPromises = () => new Promise((resolve) => setImmediate(resolve));

describe('typing delays are named and follow spec sections 4 and 9', () => {
  it('names every delay with the spec value', () => {
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
});
