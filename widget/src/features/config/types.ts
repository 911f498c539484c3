import type { CHATBOT_SOURCES } from '@flo/contract/constants';

/**
 * The contract's chatbot sources, spelled from the zod-free constants so the npm package's
 * declaration file needs no zod types.
 */
export type ChatbotSource = (typeof CHATBOT_SOURCES)[number];

/** The six placements of docs/product/chat-flows.md#widget-placement. */
export type FloVariant = 'standalone' | 'embedded' | 'hero' | 'modal' | 'bubble' | 'sheet';

/** What a host can say about one Flo instance (script attributes or `Flo.mount` options). */
export interface FloOptions {
  variant?: FloVariant;
  /** Slug of the specialist a specialist-specific chat is about. */
  specialist?: string;
  /** Service slug the page is about (`carpet`, `tile`, …). */
  service?: string;
  /** City the page is about, as the visitor reads it (`Leeds`). */
  city?: string;
  source?: ChatbotSource;
  /** Open the chat as soon as it mounts. */
  open?: boolean;
  /**
   * Whether a bubble, sheet or modal shows its own floating launcher. Defaults to true for
   * bubble and sheet, false for modal (the host opens it from its own button).
   */
  launcher?: boolean;
  /** Origin of the Flo API; the script tag uses its own origin, ES module hosts their own page's. */
  apiOrigin?: string;
  /** Accent colour (`#rrggbb`) in place of the chat settings' one, e.g. for a live preview. */
  accentColour?: string;
  /** Flo's first words in place of the chat settings' greeting. */
  greeting?: string;
  /**
   * Whether the script tag paints an inline chat's opening (greeting and first quick replies) the
   * moment it runs, before the chat's code arrives, for the chat to take over. Default true;
   * ES module hosts never paint one (docs/decisions/029-greeting-facade.md).
   */
  facade?: boolean;
  /**
   * A preview (the admin console's chat settings): drawn even where the settings switch Flo
   * off, and its conversation is not kept across page loads. It is still a real chat.
   */
  preview?: boolean;
}

/** Payloads of the events a host can follow with `Flo.on(event, handler)`. */
export interface FloEventMap {
  open: { variant: FloVariant };
  close: { variant: FloVariant };
  /** A step was shown to the visitor (`viewed`) or the visitor answered it (`answered`). */
  step: { step: string; status: 'viewed' | 'answered' };
  'enquiry:submitted': { enquiryId: string };
  error: { message: string };
  /** The visitor closed the chat or left the page with a conversation half done. */
  abandon: { step: string };
}
export type FloEventName = keyof FloEventMap;
export type FloEventHandler<E extends FloEventName> = (payload: FloEventMap[E]) => void;
export type Emit = <E extends FloEventName>(event: E, payload: FloEventMap[E]) => void;

/** The handle of one mounted instance. */
export interface FloInstance {
  open(): void;
  close(): void;
  toggle(): void;
  destroy(): void;
  on<E extends FloEventName>(event: E, handler: FloEventHandler<E>): () => void;
}

/** What the UI bundle gives back for one rendered instance. */
export interface RenderedInstance {
  open(): void;
  close(): void;
  toggle(): void;
  destroy(): void;
}
