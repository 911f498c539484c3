/** Turns a conversation's answers into the chat enquiry of the wire contract. */
import type { ChatEnquiry } from '@flo/api/contract';
import type { FloContext } from './types.ts';

/** Defaults of spec section 5 for values the visitor did not give. */
export const ENQUIRY_DEFAULTS = {
  flooringType: 'General enquiry',
  location: 'Not specified',
  customerName: 'Anonymous',
  customerEmail: '',
  customerPhone: '',
  budgetRange: 'Not specified',
  urgency: 'Not specified',
} as const;

/** Non-blank text clipped to the contract's limit, or undefined. */
function given(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * The chat enquiry for a conversation, with spec defaults for what is missing. Free text is
 * clipped to the contract's limits so an over-long answer cannot make the API reject the lead.
 *
 * @example
 * buildChatEnquiry(snapshot.context).customerName // 'Anonymous' when no name was given
 */
export function buildChatEnquiry(
  context: Pick<FloContext, 'answers' | 'page' | 'specialist'>,
): ChatEnquiry {
  const { answers, page, specialist } = context;
  const serviceName = answers.serviceSlug === 'other' ? undefined : answers.serviceName;
  const enquiry: ChatEnquiry = {
    flooringType: given(serviceName, 120) ?? ENQUIRY_DEFAULTS.flooringType,
    location: given(answers.city, 120) ?? given(answers.postcode, 120) ?? ENQUIRY_DEFAULTS.location,
    customerName: given(answers.name, 120) ?? ENQUIRY_DEFAULTS.customerName,
    customerEmail: given(answers.email, 254) ?? ENQUIRY_DEFAULTS.customerEmail,
    customerPhone: given(answers.phone, 40) ?? ENQUIRY_DEFAULTS.customerPhone,
    budgetRange: given(answers.budget, 80) ?? ENQUIRY_DEFAULTS.budgetRange,
    urgency: given(answers.urgency, 80) ?? ENQUIRY_DEFAULTS.urgency,
    projectDetails: given(answers.projectDetails, 5000) ?? '',
    chatbotSource: page.chatbotSource,
    pageContext: page,
  };
  if (answers.serviceSlug) enquiry.selectedServiceSlug = answers.serviceSlug;
  if (serviceName) enquiry.selectedServiceName = given(serviceName, 120);
  if (answers.intent) enquiry.intent = answers.intent;
  if (answers.preference) enquiry.consultationPreference = answers.preference;
  const postcode = given(answers.postcode, 10);
  if (postcode) enquiry.postcode = postcode;
  if (specialist) enquiry.specialistId = specialist.id;
  return enquiry;
}
