import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { inputFor, PAGES } from '../testing/machine-fixtures.ts';
import type { FloEmitted } from '../types.ts';
import { eventsFor, serializeForGraph } from './graph-events.ts';
import { floMachine } from './machine.ts';
import { FLO_DELAYS, type FloDelay, floActorPlaceholders } from './setup.ts';

/** Actors that never answer and delays that never fire: the replayed path drives everything. */
const neverAnswer = Object.fromEntries(
  Object.keys(floActorPlaceholders).map((name) => [name, fromPromise(() => new Promise(() => {}))]),
) as unknown as typeof floActorPlaceholders;
const scriptedMachine = floMachine.provide({
  actors: neverAnswer,
  delays: Object.fromEntries(Object.keys(FLO_DELAYS).map((name) => [name, 2 ** 30])) as Record<
    FloDelay,
    number
  >,
});

/** Walking the whole chart takes seconds, more on a busy machine. */
describe('every shortest path to submitted, replayed on a live actor', { timeout: 60_000 }, () => {
  it.each(Object.entries(PAGES))(
    'from the %s page reaches submitted and emits the enquiry id',
    (_name, path) => {
      const input = inputFor(path);
      const paths = getShortestPaths(floMachine, {
        input,
        events: eventsFor,
        serializeState: serializeForGraph,
        toState: (snapshot) => snapshot.matches('submitted'),
      });
      expect(paths.length).toBeGreaterThan(0);
      for (const { steps, state } of paths) {
        const actor = createActor(scriptedMachine, { input });
        const emitted: FloEmitted[] = [];
        actor.on('*', (event) => emitted.push(event));
        actor.start();
        for (const step of steps) actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.hasTag('submitted')).toBe(true);
        expect(snapshot.hasTag('text-input')).toBe(false);
        expect(emitted).toContainEqual({ type: 'enquiry:submitted', enquiryId: 'enq_123' });
        expect(emitted.filter((event) => event.type === 'step').length).toBeGreaterThan(2);
        actor.stop();
      }
    },
  );
});
