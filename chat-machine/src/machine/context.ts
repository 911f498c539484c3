/** The machine's context: how a conversation starts and how messages are added. */
import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import { welcomeCopy } from '../copy/general.ts';
import { entryFlowFor } from '../page.ts';
import type {
  ChatMessage,
  ChatServiceSlug,
  FloContext,
  FloInput,
  MessageAttachment,
  QuickReply,
} from '../types.ts';
import { welcomeOptions } from './welcome-options.ts';

/** A preset service the chat offers (one of SERVICE_SLUGS), else undefined. */
export function presetService(slug: string | undefined): string | undefined {
  return slug && (SERVICE_SLUGS as readonly string[]).includes(slug) ? slug : undefined;
}

/** What Flo says first, when that needs no answer from the API. */
export interface FloOpening {
  text: string;
  options: QuickReply[];
}

/**
 * The opening of a conversation when it is known at once: the general flow's welcome (the
 * greeting, else the default, with the service choices) on a page that opens with it and no
 * preset service. Null where Flo opens from the API (a specialist's name, a city's figures) or
 * with another question. A host may paint it before the chat loads (`FloInput.openingShown`).
 *
 * @example
 * openingFor({ page: pageContextFromLocation('/') })?.text // "Hi, I'm Flo, …"
 */
export function openingFor(input: FloInput): FloOpening | null {
  if (entryFlowFor(input.page) !== 'general' || presetService(input.preset?.service)) return null;
  return { text: input.greeting?.trim() || welcomeCopy.welcome, options: welcomeOptions };
}

/** The context a conversation starts (and restarts on RESET) with. */
export function initialFloContext(input: FloInput): FloContext {
  const { page } = input;
  const preset = input.preset ?? {};
  // An opening already on screen is said from the start, so the first render matches it.
  const opening = input.openingShown ? openingFor(input) : null;
  const serviceSlug = presetService(preset.service) ?? page.serviceSlug;
  const knownService = (SERVICE_SLUGS as readonly string[]).includes(serviceSlug ?? '');
  const cityName = preset.city?.trim() || page.cityName;
  return {
    page,
    contactEmail: input.settings?.contactEmail ?? null,
    preset,
    greeting: input.greeting?.trim() || null,
    messages: opening ? appendMessage([], { from: 'bot', text: opening.text }) : [],
    options: opening?.options ?? [],
    typing: !opening,
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
