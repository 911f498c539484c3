import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { copy } from '../copy.ts';
import { inputFor, PAGES, STATS } from '../testing/machine-fixtures.ts';
import type { FloInput } from '../types.ts';
import { openingFor } from './context.ts';
import { floMachine } from './machine.ts';
import { welcomeOptions } from './options.ts';

/** The machine with its real delays on a simulated clock; only the stats actor is used. */
function startOnClock(input: FloInput) {
  const clock = new SimulatedClock();
  const stats = async (): Promise<typeof STATS | null> => STATS;
  const machine = floMachine.provide({ actors: { fetchServiceStats: fromPromise(stats) } });
  const actor = createActor(machine, { input, clock });
  const steps: string[] = [];
  actor.on('step', (event) => steps.push(event.step));
  actor.start();
  return { clock, actor, steps };
}

describe('openingFor', () => {
  it('is the welcome with the service choices where the general flow opens', () => {
    for (const path of [PAGES.home, PAGES.servicesIndex, '/about', '/guides/oak-floors']) {
      expect(openingFor(inputFor(path)), path).toEqual({
        text: copy.welcome,
        options: welcomeOptions,
      });
    }
  });

  it("says the settings' greeting, trimmed; a blank one keeps the default", () => {
    expect(openingFor({ ...inputFor(PAGES.home), greeting: '  Hello from Oak & Co! ' })?.text).toBe(
      'Hello from Oak & Co!',
    );
    expect(openingFor({ ...inputFor(PAGES.home), greeting: '   ' })?.text).toBe(copy.welcome);
  });

  it('is null where Flo opens from the API or with another question, or the service is preset', () => {
    for (const path of [
      PAGES.servicePage,
      PAGES.profile,
      PAGES.cityService,
      PAGES.city,
      PAGES.search,
    ]) {
      expect(openingFor(inputFor(path)), path).toBeNull();
    }
    expect(openingFor({ ...inputFor(PAGES.home), preset: { service: 'hardwood' } })).toBeNull();
    // An unknown preset service still asks the service question, so the welcome opens.
    expect(openingFor({ ...inputFor(PAGES.home), preset: { service: 'marble' } })).not.toBeNull();
  });
});

describe('a conversation whose opening is already on screen (openingShown)', () => {
  it('starts with the opening said and its choices offered, with no typing pause', () => {
    const { actor, steps } = startOnClock({ ...inputFor(PAGES.home), openingShown: true });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ general: 'welcome' })).toBe(true);
    expect(context.typing).toBe(false);
    expect(context.messages).toEqual([{ id: 'm1', from: 'bot', text: copy.welcome }]);
    expect(context.options).toEqual(welcomeOptions);
    expect(steps).toEqual(['welcome']);
  });

  it('takes a choice at once, and the typing pause that would have said the welcome says nothing', async () => {
    const { clock, actor } = startOnClock({
      ...inputFor(PAGES.home),
      greeting: 'Hello from Oak & Co!',
      openingShown: true,
    });
    actor.send({ type: 'CHOOSE', value: 'carpet' });
    expect(actor.getSnapshot().matches({ general: 'service_info' })).toBe(true);
    clock.increment(1000);
    await new Promise((resolve) => setImmediate(resolve));
    const texts = actor.getSnapshot().context.messages.map((message) => message.text);
    expect(texts).toEqual([
      'Hello from Oak & Co!',
      'Carpet Installation',
      copy.serviceStats('Carpet Installation', STATS),
    ]);
  });

  it('is started afresh by Start over, Flo typing its welcome again', () => {
    const { clock, actor } = startOnClock({ ...inputFor(PAGES.home), openingShown: true });
    actor.send({ type: 'CHOOSE', value: 'tile' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], typing: true });
    clock.increment(1000);
    expect(actor.getSnapshot().context.messages.map((message) => message.text)).toEqual([
      copy.welcome,
    ]);
  });

  it('changes nothing where the flow does not open with the welcome', () => {
    const { actor } = startOnClock({ ...inputFor(PAGES.servicePage), openingShown: true });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], typing: true });
  });

  it('without the flag, Flo types for a second before its welcome, as before', () => {
    const { clock, actor } = startOnClock(inputFor(PAGES.home));
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], typing: true });
    clock.increment(1000);
    expect(actor.getSnapshot().context.messages.map((message) => message.text)).toEqual([
      copy.welcome,
    ]);
  });
});
