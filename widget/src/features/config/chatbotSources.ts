import type { ChatbotSource } from '@flo/api/contract';

/**
 * The contract's chatbot sources as a lookup. Kept as a type-checked mirror rather than importing
 * the zod module, so the script-tag loader stays free of zod; `satisfies` fails the build if the
 * contract gains or loses a source.
 */
const KNOWN_SOURCES = {
  homepage_chatbot: true,
  service_page_chatbot: true,
  location_page_chatbot: true,
  location_service_page_chatbot: true,
  specialist_page_chatbot: true,
  general_page_chatbot: true,
  unknown_chatbot: true,
} satisfies Record<ChatbotSource, true>;

export function isChatbotSource(value: string): value is ChatbotSource {
  return Object.hasOwn(KNOWN_SOURCES, value);
}
