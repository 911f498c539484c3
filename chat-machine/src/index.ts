/**
 * @flo/chat-machine: the Flo statechart, its copy, page rules, payload building, display
 * helpers and the HTTP client its actors use.
 *
 * @example
 * import { createActor } from 'xstate';
 * import { createFloApi, createFloMachine, pageContextFromLocation } from '@flo/chat-machine';
 * const machine = createFloMachine({ api: createFloApi({ baseUrl: 'https://flo.example' }) });
 * const actor = createActor(machine, { input: { page: pageContextFromLocation(location.pathname) } });
 * actor.start();
 */
export { GENERAL_ADVICE, UNDERLAY_ADVICE } from './advice/answers.ts';
export { SERVICE_ADVICE, type ServiceAdvice } from './advice/service-advice.ts';
export { createFloActors } from './api/actors.ts';
export { createFloApi, type FloApi, type FloApiOptions } from './api/client.ts';
export { FloHttpError } from './api/http.ts';
export { welcomeCopy } from './copy/general.ts';
export { copy } from './copy.ts';
export {
  type CreateFloMachineOptions,
  createFloMachine,
  createFloMachineWith,
} from './create-machine.ts';
export { type FloOpening, initialFloContext, openingFor } from './machine/context.ts';
export { floMachine } from './machine/machine.ts';
export type { PageFlows } from './machine/page-flows.ts';
export { FLO_DELAYS, type FloDelay } from './machine/setup.ts';
export { FLOW_VERSION } from './machine/version.ts';
export { welcomeOptions } from './machine/welcome-options.ts';
export {
  chatbotSourceFor,
  entryFlowFor,
  type FloEntry,
  pageContextFromLocation,
  pageTypeForPath,
  serviceNameFor,
} from './page.ts';
export { buildChatEnquiry, ENQUIRY_DEFAULTS } from './payload.ts';
export { looksLikePhone } from './phone.ts';
export {
  buildSpecialistSlug,
  citySlug,
  filterSpecialistsByService,
  MAX_SPECIALISTS_SHOWN,
  specialistsToShow,
} from './specialists.ts';
export type * from './types.ts';
