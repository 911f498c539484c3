/** Quick-reply sets offered by the flows. */
import { JOB_BUDGET_RANGES, JOB_URGENCIES } from '@flo/contract/constants';
import { copy } from '../copy.ts';
import type { QuickReply } from '../types.ts';

export { serviceOptions, welcomeOptions } from './welcome-options.ts';

export const intentOptions: QuickReply[] = [
  { value: 'consultation', label: copy.intentConsultation },
  { value: 'message', label: copy.intentMessage },
];

/** The contract's budget ranges and urgency choices, shared with the post-a-job form. */
export const budgetOptions: QuickReply[] = JOB_BUDGET_RANGES.map((range) => ({
  value: range,
  label: range,
}));

export const urgencyOptions: QuickReply[] = JOB_URGENCIES.map((choice) => ({
  value: choice,
  label: choice,
}));

export const specialistChoiceOptions: QuickReply[] = [
  { value: 'consultation', label: copy.specialistConsultation },
  { value: 'talk', label: copy.specialistTalk },
];

export const preferenceOptions: QuickReply[] = [
  { value: 'consultation', label: copy.preferenceConsultation },
  { value: 'talk-further', label: copy.preferenceTalk },
];

export const connectOptions: QuickReply[] = [
  { value: 'quotes', label: copy.getQuotes },
  { value: 'view', label: copy.viewSpecialists },
  { value: 'advice', label: copy.quickAdvice },
];

export const locationGeneralOptions: QuickReply[] = [
  { value: 'find', label: copy.findSpecialists },
  { value: 'advice', label: copy.getAdvice },
];

export const sendAnywayOptions: QuickReply[] = [{ value: 'send-anyway', label: copy.sendAnyway }];

export const retryOptions: QuickReply[] = [{ value: 'retry', label: copy.retry }];
