import type { PageFlows } from '@flo/chat-machine';

/**
 * The chat machine's page flows (specialist, enhanced profile, location pages), fetched apart so
 * that Flo's chunk on a page that enters only the general flow (the home page) leaves them out
 * (docs/decisions/033-page-flows-fetched-apart.md). The script-tag bundle, one file anyway,
 * builds every flow's machine at once (`floMachines.bundled.ts`).
 */
export const loadPageFlows = (): Promise<PageFlows> =>
  import('@flo/chat-machine/page-flows').then(({ pageFlows }) => pageFlows);
