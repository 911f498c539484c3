/**
 * The Flo statechart: every flow of spec section 4 in one machine. Side effects are the
 * injected actors of setup.ts; every typing pause is a named delay.
 */

import { copy } from '../copy.ts';
import { generalFlow } from './general.ts';
import { floSetup, initialFloContext } from './setup.ts';
import { botSays } from './steps.ts';
import { submissionStates } from './submission.ts';

export const floMachine = floSetup.createMachine({
  id: 'flo',
  context: ({ input }) => initialFloContext(input),
  initial: 'start',
  on: {
    RESET: {
      target: '.start',
      actions: floSetup.assign(({ context }) =>
        initialFloContext({
          page: context.page,
          settings: null,
        }),
      ),
    },
    CHOOSE: { guard: 'isIdle', actions: botSays(copy.unknownStep) },
  },
  states: {
    start: {
      always: [{ target: 'general' }],
    },
    general: generalFlow,
    ...submissionStates,
  },
});
