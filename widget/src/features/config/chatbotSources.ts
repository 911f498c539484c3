import type { ChatbotSource } from '@flo/contract';
import { CHATBOT_SOURCES } from '@flo/contract/constants';

/** Whether a `data-source` value is one of the contract's chatbot sources. */
export function isChatbotSource(value: string): value is ChatbotSource {
  return (CHATBOT_SOURCES as readonly string[]).includes(value);
}
