/**
 * The flows a conversation enters only from some pages: a specialist's profile (specialist), a
 * service page (enhanced) and the specialists pages of a city or a city's service (location).
 * A host that wants them out of its first download imports this module dynamically, as the
 * package's `./page-flows` export, and builds its machine with `createFloMachineWith`
 * (docs/decisions/033-page-flows-fetched-apart.md).
 *
 * @example
 * const machine = createFloMachineWith(pageFlows, { api }); // every flow
 */
import { enhancedFlow } from './enhanced.ts';
import { locationFlow } from './location.ts';
import { specialistFlow } from './specialist.ts';

export const pageFlows = {
  specialist: specialistFlow,
  enhanced: enhancedFlow,
  location_page: locationFlow,
};

export type PageFlows = typeof pageFlows;
