import type { ChatEnquiry, MatchPreviewRequest, SimpleEnquiry } from '@flo/contract';
import { phoneInE164 } from '@flo/contract/phone';
import type { EnquiryFields, MatchCriteria } from '../deps.ts';

/** A validated submission, tagged with the form it came from. */
export type EnquiryPayload =
  | { kind: 'chat'; data: ChatEnquiry }
  | { kind: 'simple'; data: SimpleEnquiry };

/** chatbot_source stored for one-box form enquiries: the form's own `source` value. */
export const SIMPLE_FORM_SOURCE = 'stable_chat_input';
const NOT_SPECIFIED = 'Not specified';
const ANONYMOUS = 'Anonymous';

/**
 * Maps either payload onto one enquiry row, applying the defaults of
 * docs/product/validation.md#defaults-for-missing-values to the one-box form, which only carries a
 * message, a service type and a location.
 *
 * @example
 * const { fields, criteria } = enquiryFromPayload({ kind: 'simple', data });
 */
export function enquiryFromPayload(payload: EnquiryPayload): {
  fields: EnquiryFields;
  criteria: MatchCriteria;
} {
  if (payload.kind === 'simple') {
    const d = payload.data;
    const location = d.location || NOT_SPECIFIED;
    return {
      fields: {
        kind: 'simple',
        flooringType: d.serviceType,
        location,
        customerName: ANONYMOUS,
        customerEmail: '',
        customerPhone: '',
        budgetRange: NOT_SPECIFIED,
        urgency: NOT_SPECIFIED,
        projectDetails: '',
        customerMessage: d.customerMessage,
        chatbotSource: SIMPLE_FORM_SOURCE,
        pageContext: null,
      },
      criteria: {
        ...(d.specialistId ? { specialistId: d.specialistId } : {}),
        location,
        serviceText: d.serviceType,
      },
    };
  }
  const d = payload.data;
  return {
    fields: {
      kind: 'chat',
      flooringType: d.flooringType,
      location: d.location,
      customerName: d.customerName,
      customerEmail: d.customerEmail,
      // The contract accepted the number, so it parses; stored in one form whatever was typed.
      customerPhone: d.customerPhone && (phoneInE164(d.customerPhone) ?? d.customerPhone),
      budgetRange: d.budgetRange,
      urgency: d.urgency,
      projectDetails: d.projectDetails,
      customerMessage: null,
      chatbotSource: d.chatbotSource,
      pageContext: d.pageContext,
      selectedServiceSlug: d.selectedServiceSlug ?? null,
      selectedServiceName: d.selectedServiceName ?? null,
      intent: d.intent ?? null,
      consultationPreference: d.consultationPreference ?? null,
      postcode: d.postcode || null,
    },
    criteria: chatMatchCriteria(d),
  };
}

/**
 * What matching reads of a chat enquiry, or of the same job sent to the match preview before
 * it: the page's city, the place typed, the postcode, the service, and any named or kept firms.
 *
 * @example
 * yield* matchedSpecialists(on, chatMatchCriteria(previewRequest));
 */
export function chatMatchCriteria(
  d: MatchPreviewRequest & Pick<ChatEnquiry, 'specialistId' | 'specialistIds'>,
): MatchCriteria {
  const serviceSlug = d.selectedServiceSlug ?? (d.pageContext.serviceSlug || undefined);
  return {
    ...(d.specialistId ? { specialistId: d.specialistId } : {}),
    ...(d.pageContext.citySlug ? { citySlug: d.pageContext.citySlug } : {}),
    location: d.location,
    ...(d.postcode ? { postcode: d.postcode } : {}),
    ...(serviceSlug ? { serviceSlug } : {}),
    serviceText: d.flooringType,
    ...(d.specialistIds ? { chosenSpecialistIds: d.specialistIds } : {}),
  };
}
