import { phoneInE164 } from '@flo/contract/phone';
import { expect } from '@playwright/test';
import { enquiriesFor, type StoredEnquiry } from './database.ts';
import type { Visitor } from './flo-chat.ts';

/** What the host page decided about the chat, which the stored enquiry must carry. */
export interface ExpectedOrigin {
  chatbotSource: string;
  /** Path of the host page the chat ran on. */
  path: string;
  pageType: string;
}

/**
 * Asserts the API stored exactly one chat enquiry for this visitor, with what they typed and
 * the chatbot source and page context of the host page, and returns it.
 *
 * @example
 * expectOneStoredEnquiry(visitor, { chatbotSource: 'general_page_chatbot', path: '/', pageType: 'home' });
 */
export function expectOneStoredEnquiry(visitor: Visitor, origin: ExpectedOrigin): StoredEnquiry {
  const rows = enquiriesFor(visitor.email);
  expect(rows).toHaveLength(1);
  const [row] = rows as [StoredEnquiry];
  expect(row).toMatchObject({
    kind: 'chat',
    customer_name: visitor.name,
    customer_email: visitor.email,
    customer_phone: phoneInE164(visitor.phone),
    location: visitor.city,
    flooring_type: visitor.service,
    project_details: visitor.projectDetails,
    chatbot_source: origin.chatbotSource,
    budget_range: visitor.consultation?.budget ?? 'Not specified',
    urgency: visitor.consultation?.urgency ?? 'Not specified',
  });
  expect(row.page_context).toMatchObject({
    path: origin.path,
    pageType: origin.pageType,
    chatbotSource: origin.chatbotSource,
  });
  return row;
}
