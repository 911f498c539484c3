import type { FunnelFlow } from '@flo/contract/funnel';

/** The flows as operators know them: where the conversation opened. */
export const FLOW_LABELS: Record<FunnelFlow, string> = {
  general: 'General (home and other pages)',
  enhanced: 'Service pages',
  specialist: 'Specialist profiles',
  location_direct_connect: 'City and service pages',
  location_service_selection: 'City pages',
  location_general: 'Search and specialists index',
};

/** An embedding origin as the filter names it: our own pages, the rest, or the site itself. */
export const originLabel = (origin: string) =>
  origin === 'site' ? 'Our own site' : origin === 'other' ? 'Other sites' : origin;
