/** Turns a conversation's answers into the chat enquiry of the wire contract. */
import type { ChatEnquiry } from '@flo/contract';
import type { FloContext, PageContext } from './types.ts';

/**
 * Defaults for values the visitor did not give
 * (docs/product/validation.md#defaults-for-missing-values).
 */
export const ENQUIRY_DEFAULTS = {
  flooringType: 'General enquiry',
  location: 'Not specified',
  customerName: 'Anonymous',
  customerEmail: '',
  customerPhone: '',
  budgetRange: 'Not specified',
  urgency: 'Not specified',
} as const;

/**
 * The contract's length limits for the page context (`pageContextSchema`). The browser bundle
 * does not load zod, so they are written out here; payload.test.ts checks each against the
 * schema, so a changed limit fails a test rather than every submission.
 */
export const PAGE_CONTEXT_LIMITS = {
  path: 500,
  serviceSlug: 80,
  serviceName: 120,
  citySlug: 120,
  cityName: 120,
  specialistSlug: 160,
} as const satisfies Partial<Record<keyof PageContext, number>>;

/**
 * The page context with every text trimmed and clipped to the contract's limits: an embed's
 * over-long `data-city` (or a long path) must not make every submission a 400.
 */
export function clipPageContext(page: PageContext): PageContext {
  const clipped: PageContext = { ...page };
  for (const [key, max] of Object.entries(PAGE_CONTEXT_LIMITS) as Array<
    [keyof typeof PAGE_CONTEXT_LIMITS, number]
  >) {
    const value = clipped[key];
    if (typeof value === 'string') clipped[key] = value.trim().slice(0, max);
  }
  return clipped;
}

/**
 * The page context, naming the served city the visitor's place resolved to (or the distant one
 * they chose) when the page itself names none, so the API matches the enquiry to that city's
 * specialists; the visitor's own words go as the location (ADR 025).
 */
function withResolvedCity(page: PageContext, answers: FloContext['answers']): PageContext {
  if (page.citySlug || !answers.citySlug) return page;
  return {
    ...page,
    citySlug: answers.citySlug,
    ...(answers.servedCity ? { cityName: answers.servedCity } : {}),
  };
}

/** Non-blank text clipped to the contract's limit, or undefined. */
function given(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * The chat enquiry for a conversation, with the defaults of ENQUIRY_DEFAULTS for what is missing.
 * Free text and the page context are clipped to the contract's limits, so an over-long answer or
 * embed attribute cannot make the API reject the lead.
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
    pageContext: clipPageContext(withResolvedCity(page, answers)),
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
