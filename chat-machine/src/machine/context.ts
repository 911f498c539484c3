/** The machine's context: how a conversation starts and how messages are added. */
import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import type {
  ChatMessage,
  ChatServiceSlug,
  FloContext,
  FloInput,
  MessageAttachment,
  QuickReply,
} from '../types.ts';

/** A preset service the chat offers (one of SERVICE_SLUGS), else undefined. */
export function presetService(slug: string | undefined): string | undefined {
  return slug && (SERVICE_SLUGS as readonly string[]).includes(slug) ? slug : undefined;
}

/** The context a conversation starts (and restarts on RESET) with. */
export function initialFloContext(input: FloInput): FloContext {
  const { page } = input;
  const preset = input.preset ?? {};
  const serviceSlug = presetService(preset.service) ?? page.serviceSlug;
  const knownService = (SERVICE_SLUGS as readonly string[]).includes(serviceSlug ?? '');
  const cityName = preset.city?.trim() || page.cityName;
  return {
    page,
    contactEmail: input.settings?.contactEmail ?? null,
    preset,
    greeting: input.greeting?.trim() || null,
    messages: [],
    options: [],
    typing: true,
    answers: {
      ...(knownService && serviceSlug
        ? { serviceSlug: serviceSlug as FloContext['answers']['serviceSlug'] }
        : {}),
      ...(presetService(preset.service)
        ? { serviceName: SERVICE_NAMES[presetService(preset.service) as ChatServiceSlug] }
        : page.serviceName
          ? { serviceName: page.serviceName }
          : {}),
      ...(cityName ? { city: cityName } : {}),
    },
    specialist: null,
    reviewsPage: 0,
    adviceQuestion: '',
    searchMissed: false,
    placeReading: null,
    placeQuery: null,
    suggestedEmail: null,
    idempotencyKey: null,
    enquiryId: null,
    enquiryStatus: null,
    error: null,
    firms: [],
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
