/**
 * Every text Flo says, in one place (British English): the general flow's and shared steps'
 * (copy/general.ts) and the page flows' (copy/page-flows.ts), kept apart so that each travels
 * with the flows that say it. The failure and success texts are those of
 * docs/product/errors.md#chat-errors and #success-texts; tests assert them word for word.
 */
import { generalCopy } from './copy/general.ts';
import { pageFlowCopy } from './copy/page-flows.ts';

export { welcomeCopy } from './copy/general.ts';

export const copy = { ...generalCopy, ...pageFlowCopy } as const;
