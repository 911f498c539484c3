import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageContextFromLocation } from '../page.ts';
import { assembleFloMachine } from './assemble.ts';
import { floMachine } from './machine.ts';
import { pageFlows } from './page-flows.ts';
import { flowVersionOf } from './version.ts';

/** The flow a conversation on the page starts in: the top state it enters. */
const flowOnStart = (machine: typeof floMachine, path: string) =>
  Object.keys(
    createActor(machine, { input: { page: pageContextFromLocation(path) } })
      .start()
      .getSnapshot().value,
  )[0];

describe('assembleFloMachine', () => {
  it('with every page flow is floMachine: the same states, each page entering its flow', () => {
    const whole = assembleFloMachine(pageFlows);
    expect(flowVersionOf(whole)).toBe(flowVersionOf(floMachine));
    expect(flowOnStart(whole, '/specialist/oak-floors-leeds')).toBe('specialist');
    expect(flowOnStart(whole, '/services/carpet')).toBe('enhanced');
    expect(flowOnStart(whole, '/specialists/leeds')).toBe('location_page');
  });

  it('with none holds the general flow and the endings only, where a page without its flow starts', () => {
    const general = assembleFloMachine({});
    expect(Object.keys(general.root.states)).toEqual([
      'start',
      'general',
      ...Object.keys(floMachine.root.states).filter(
        (state) => !['start', 'general', ...Object.keys(pageFlows)].includes(state),
      ),
    ]);
    expect(flowOnStart(general, '/')).toBe('general');
    expect(flowOnStart(general, '/specialist/oak-floors-leeds')).toBe('general');
  });
});
