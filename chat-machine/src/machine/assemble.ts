/**
 * The Flo statechart with only some of its page flows (page-flows.ts), for a host that fetches
 * the others when a page needs them (docs/decisions/033-page-flows-fetched-apart.md).
 */
import { initialFloContext } from './context.ts';
import { generalFlow } from './general.ts';
import type { floMachine } from './machine.ts';
import type { PageFlows } from './page-flows.ts';
import { floRootEvents, startState } from './root.ts';
import { floSetup } from './setup.ts';
import { submissionStates } from './submission.ts';

/**
 * The machine with the general flow, the shared endings and the page flows given. A page whose
 * flow it lacks starts its conversations in the general flow, so a host passes every flow its
 * pages enter. Typed as the whole machine: its states are some of the whole's, so each state
 * value it reaches is one that type allows.
 *
 * @example
 * assembleFloMachine({}) // all the home page enters
 * assembleFloMachine(pageFlows) // every flow, as floMachine
 */
export function assembleFloMachine(flows: Partial<PageFlows>): typeof floMachine {
  const machine = floSetup.createMachine({
    id: 'flo',
    context: ({ input }) => initialFloContext(input),
    initial: 'start',
    on: floRootEvents,
    states: {
      start: startState(flows),
      general: generalFlow,
      ...flows,
      ...submissionStates,
    },
  });
  return machine as unknown as typeof floMachine;
}
