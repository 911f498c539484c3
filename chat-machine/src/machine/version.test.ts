import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { floMachine } from './machine.ts';
import { FLOW_VERSION, flowVersionOf } from './version.ts';

const machineWith = (...states: string[]) =>
  createMachine({ initial: states[0], states: Object.fromEntries(states.map((s) => [s, {}])) });

describe('flow version', () => {
  it('changes when a state is added or renamed, not when nothing changed', () => {
    expect(flowVersionOf(machineWith('welcome', 'location'))).toBe(
      flowVersionOf(machineWith('welcome', 'location')),
    );
    expect(flowVersionOf(machineWith('welcome', 'location'))).not.toBe(
      flowVersionOf(machineWith('welcome', 'city')),
    );
    expect(flowVersionOf(machineWith('welcome'))).not.toBe(
      flowVersionOf(machineWith('welcome', 'location')),
    );
  });

  it('is the version of the Flo statechart', () => {
    expect(FLOW_VERSION).toBe(flowVersionOf(floMachine));
  });
});
