/** The machine's context: how a conversation starts and how messages are added. */
import { SERVICE_SLUGS } from '@flo/api/contract/constants';
import type { ChatMessage, FloContext, FloInput, MessageAttachment, QuickReply } from '../types.ts';

/** The context a conversation starts (and restarts on RESET) with. */
export function initialFloContext(input: FloInput): FloContext {
  const { page } = input;
  const knownService = (SERVICE_SLUGS as readonly string[]).includes(page.serviceSlug ?? '');
  return {
    page,
    contactEmail: input.settings?.contactEmail ?? null,
    messages: [],
    options: [],
    typing: true,
    answers: {
      ...(knownService && page.serviceSlug
        ? { serviceSlug: page.serviceSlug as FloContext['answers']['serviceSlug'] }
        : {}),
      ...(page.serviceName ? { serviceName: page.serviceName } : {}),
      ...(page.cityName ? { city: page.cityName } : {}),
    },
    specialist: null,
    adviceQuestion: '',
    searchMissed: false,
    idempotencyKey: null,
    enquiryId: null,
    enquiryStatus: null,
    error: null,
  };
}

/** Context changes for a bot message: appended, its quick replies offered, typing stopped. */
export function withBotMessage(
  context: FloContext,
  text: string,
  options: QuickReply[] = [],
  attachment?: MessageAttachment,
): Pick<FloContext, 'messages' | 'options' | 'typing'> {
  return {
    messages: appendMessage(context.messages, {
      from: 'bot',
      text,
      ...(attachment ? { attachment } : {}),
    }),
    options,
    typing: false,
  };
}

/** Appends a message, numbering ids from the transcript so they stay stable in tests. */
export function appendMessage(
  messages: ChatMessage[],
  message: Omit<ChatMessage, 'id'>,
): ChatMessage[] {
  return [...messages, { ...message, id: `m${messages.length + 1}` } as ChatMessage];
}
