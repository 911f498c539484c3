import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
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

  it('is stable for the Flo statechart and changes when its state tree changes', () => {
    expect(flowVersionOf(floMachine)).toBe(flowVersionOf(floMachine));
    expect(FLOW_VERSION, 'FLOW_VERSION in version.ts is the state tree of floMachine').toBe(
      flowVersionOf(floMachine),
    );
    expect(FLOW_VERSION).toMatch(/^[0-9a-z]+$/);

    // The Flo config with one more state, at the top level and inside the general flow.
    const { config } = floMachine;
    const states = config.states ?? {};
    const general = states.general ?? {};
    const withStates = (extra: typeof states) =>
      createMachine({ ...config, states: { ...states, ...extra } } as never) as AnyStateMachine;
    expect(flowVersionOf(withStates({}))).toBe(FLOW_VERSION);
    const withTopLevelState = withStates({ extra_step: {} });
    const withNestedState = withStates({
      general: { ...general, states: { ...general.states, extra_step: {} } },
    });
    const versions = new Set([
      FLOW_VERSION,
      flowVersionOf(withTopLevelState),
      flowVersionOf(withNestedState),
    ]);
    expect(versions.size).toBe(3);
  });
});
