import type {
  ChatbotSource,
  ChatSettings,
  PageContext,
  PageType,
  Review,
  Specialist,
} from '@flo/api/contract';

export type { ChatbotSource, ChatSettings, PageContext, PageType, Review, Specialist };

/** A quick-reply button: `value` goes back in a CHOOSE event, `label` is what the visitor sees. */
export interface QuickReply {
  value: string;
  label: string;
}

/** Cards a bot message may carry below its text. */
export type MessageAttachment =
  | { kind: 'specialists'; specialists: Specialist[] }
  | { kind: 'reviews'; reviews: Review[]; totalCount: number };

export type ChatMessage =
  | { id: string; from: 'bot'; text: string; attachment?: MessageAttachment }
  | { id: string; from: 'user'; text: string };

/**
 * Events any UI (or test) sends to the machine (DESIGN.md 'Chat-machine events').
 * RETRY resends a failed submission with the same idempotency key.
 */
export type FloEvent =
  | { type: 'CHOOSE'; value: string }
  | { type: 'TEXT'; text: string }
  | { type: 'RESET' }
  | { type: 'RETRY' };

/** Events the machine emits for the host UI (toasts, navigation, analytics funnel). */
export type FloEmitted =
  | { type: 'toast'; variant: 'default' | 'destructive'; title: string; description: string }
  | { type: 'navigate'; to: string }
  | { type: 'step'; step: string }
  | { type: 'enquiry:submitted'; enquiryId: string }
  | { type: 'error'; message: string };
