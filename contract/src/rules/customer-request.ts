/**
 * What the customer asked a specialist for, read from what the chat recorded: the general and
 * profile flows' `intent` and the service-guide flow's `consultationPreference`
 * (docs/product/entities.md#enquiry-from-chat). The lead mail and the business dashboard say it,
 * so a specialist knows whether to arrange a visit or call back.
 */
export const CUSTOMER_REQUESTS = ['consultation', 'call_back', 'quotes'] as const;
export type CustomerRequest = (typeof CUSTOMER_REQUESTS)[number];

export const CUSTOMER_REQUEST_LABELS: Record<CustomerRequest, string> = {
  consultation: 'Free home consultation',
  call_back: 'Call-back to talk it through',
  quotes: 'Free quotes',
};

/** Chat answers that mean the customer wants to be contacted rather than visited. */
const CALL_BACK_INTENTS = new Set(['message', 'talk', 'talk-further', 'advice']);

/**
 * The customer's request, or null when the form that sent the enquiry asks none (the one-box
 * form, a job post).
 *
 * @example
 * customerRequestOf({ intent: 'message', consultationPreference: null }) // 'call_back'
 */
export function customerRequestOf(enquiry: {
  intent: string | null;
  consultationPreference: string | null;
}): CustomerRequest | null {
  const choice = enquiry.consultationPreference ?? enquiry.intent;
  if (choice === 'consultation') return 'consultation';
  if (choice === 'quotes') return 'quotes';
  return choice && CALL_BACK_INTENTS.has(choice) ? 'call_back' : null;
}
