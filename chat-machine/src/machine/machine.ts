/**
 * The Flo statechart: every flow of docs/product/chat-flows.md in one machine. Side effects
 * are the injected actors of setup.ts; every typing pause is a named delay. assemble.ts puts
 * the same together with fewer page flows.
 */
import { initialFloContext } from './context.ts';
import { generalFlow } from './general.ts';
import { pageFlows } from './page-flows.ts';
import { floRootEvents, startState } from './root.ts';
import { floSetup } from './setup.ts';
import { submissionStates } from './submission.ts';

export const floMachine = floSetup.createMachine({
  id: 'flo',
  context: ({ input }) => initialFloContext(input),
  initial: 'start',
  on: floRootEvents,
  states: {
    start: startState(pageFlows),
    general: generalFlow,
    ...pageFlows,
    ...submissionStates,
  },
});
