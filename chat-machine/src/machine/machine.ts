/**
 * The Flo statechart: every flow of docs/product/chat-flows.md in one machine. Side effects
 * are the injected actors of setup.ts; every typing pause is a named delay.
 */
import { copy } from '../copy.ts';
import { initialFloContext } from './context.ts';
import { enhancedFlow } from './enhanced.ts';
import { generalFlow } from './general.ts';
import { locationFlow } from './location.ts';
import { floSetup } from './setup.ts';
import { specialistFlow } from './specialist.ts';
import { botSays } from './steps.ts';
import { submissionStates } from './submission.ts';

export const floMachine = floSetup.createMachine({
  id: 'flo',
  context: ({ input }) => initialFloContext(input),
  initial: 'start',
  on: {
    RESET: {
      target: '.start',
      actions: floSetup.assign(({ context }) => ({
        ...initialFloContext({
          page: context.page,
          preset: context.preset,
          ...(context.greeting ? { greeting: context.greeting } : {}),
        }),
        contactEmail: context.contactEmail,
      })),
    },
    /**
     * A quick reply no step accepts (e.g. a stale button): say so rather than ignore it, and
     * keep offering the current quick replies, since every choice guard needs its value on offer.
     */
    CHOOSE: { guard: 'isIdle', actions: botSays(copy.unknownStep, (context) => context.options) },
  },
  states: {
    /** Picks the flow from the page (page.ts entryFlowFor). */
    start: {
      always: [
        { guard: { type: 'entryIs', params: { flow: 'specialist' } }, target: 'specialist' },
        { guard: { type: 'entryIs', params: { flow: 'enhanced' } }, target: 'enhanced' },
        {
          guard: { type: 'entryIs', params: { flow: 'location_direct_connect' } },
          target: 'location_page.location_direct_connect',
        },
        {
          guard: { type: 'entryIs', params: { flow: 'location_service_selection' } },
          target: 'location_page.location_service_selection',
        },
        {
          guard: { type: 'entryIs', params: { flow: 'location_general' } },
          target: 'location_page.location_general',
        },
        // The host named the service (data-service): its stats, then the city, without asking it.
        { guard: 'hasPresetService', target: 'general.service_info' },
        { target: 'general' },
      ],
    },
    general: generalFlow,
    specialist: specialistFlow,
    enhanced: enhancedFlow,
    location_page: locationFlow,
    ...submissionStates,
  },
});
