/** Quick-reply sets offered only by the page flows (page-flows.ts), which carry them. */
import { pageFlowCopy } from '../copy/page-flows.ts';
import type { QuickReply } from '../types.ts';

export const specialistChoiceOptions: QuickReply[] = [
  { value: 'consultation', label: pageFlowCopy.specialistConsultation },
  { value: 'talk', label: pageFlowCopy.specialistTalk },
];

export const preferenceOptions: QuickReply[] = [
  { value: 'consultation', label: pageFlowCopy.preferenceConsultation },
  { value: 'talk-further', label: pageFlowCopy.preferenceTalk },
];

export const connectOptions: QuickReply[] = [
  { value: 'quotes', label: pageFlowCopy.getQuotes },
  { value: 'view', label: pageFlowCopy.viewSpecialists },
  { value: 'advice', label: pageFlowCopy.quickAdvice },
];

export const locationGeneralOptions: QuickReply[] = [
  { value: 'find', label: pageFlowCopy.findSpecialists },
  { value: 'advice', label: pageFlowCopy.getAdvice },
];
