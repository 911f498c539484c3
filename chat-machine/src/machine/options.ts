/** Quick-reply sets offered by the general flow and the steps every flow shares. */
import { JOB_BUDGET_RANGES, JOB_URGENCIES } from '@flo/contract/constants';
import { generalCopy } from '../copy/general.ts';
import type { QuickReply } from '../types.ts';

export { serviceOptions, welcomeOptions } from './welcome-options.ts';

export const intentOptions: QuickReply[] = [
  { value: 'consultation', label: generalCopy.intentConsultation },
  { value: 'message', label: generalCopy.intentMessage },
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

export const sendAnywayOptions: QuickReply[] = [
  { value: 'send-anyway', label: generalCopy.sendAnyway },
];

export const retryOptions: QuickReply[] = [{ value: 'retry', label: generalCopy.retry }];
