/**
 * What every assembly of the Flo statechart shares around its flows: the events any state
 * takes (RESET, a stale quick reply) and the start state that picks the flow from the page.
 */
import { generalCopy } from '../copy/general.ts';
import type { FloEntry } from '../page.ts';
import { initialFloContext } from './context.ts';
import type { PageFlows } from './page-flows.ts';
import { floSetup } from './setup.ts';
import { botSays } from './steps.ts';

export const floRootEvents = floSetup.createStateConfig({
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
    CHOOSE: {
      guard: 'isIdle',
      actions: botSays(generalCopy.unknownStep, (context) => context.options),
    },
  },
}).on;

/** Where each entry other than the general one starts, in the page flow that holds it. */
const PAGE_ENTRIES: ReadonlyArray<readonly [FloEntry, keyof PageFlows, string]> = [
  ['specialist', 'specialist', 'specialist'],
  ['enhanced', 'enhanced', 'enhanced'],
  ['location_direct_connect', 'location_page', 'location_page.location_direct_connect'],
  ['location_service_selection', 'location_page', 'location_page.location_service_selection'],
  ['location_general', 'location_page', 'location_page.location_general'],
];

/**
 * Picks the flow from the page (page.ts entryFlowFor), among the page flows the machine has:
 * without a page's flow, its conversations start in the general flow.
 */
export const startState = (flows: Partial<PageFlows>) =>
  floSetup.createStateConfig({
    always: [
      ...PAGE_ENTRIES.filter(([, flow]) => flow in flows).map(([entry, , target]) => ({
        guard: { type: 'entryIs' as const, params: { flow: entry } },
        target,
      })),
      // The host named the service (data-service): its stats, then the city, without asking it.
      { guard: 'hasPresetService', target: 'general.service_info' },
      { target: 'general' },
    ],
  });
