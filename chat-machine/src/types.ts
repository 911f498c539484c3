import type {
  ChatbotSource,
  ChatServiceSlug,
  ChatSettings,
  CityServiceStats,
  PageContext,
  PageType,
  ResolvedLocation,
  ResponseFigures,
  Review,
  ServiceStats,
  Specialist,
  StarCounts,
} from '@flo/contract';

export type {
  ChatbotSource,
  ChatServiceSlug,
  ChatSettings,
  CityServiceStats,
  PageContext,
  PageType,
  ResolvedLocation,
  Review,
  ServiceStats,
  Specialist,
  StarCounts,
};

/** A quick-reply button: `value` goes back in a CHOOSE event, `label` is what the visitor sees. */
export interface QuickReply {
  value: string;
  label: string;
}

/** The average and star breakdown of all of a specialist's published reviews. */
export interface ReviewBreakdown {
  averageRating: string | null;
  stars: StarCounts;
}

/**
 * Cards a bot message may carry below its text. The first page of reviews also carries the
 * breakdown, which the UI shows above the cards.
 */
/** A specialist card; the firms an enquiry is about to go to also carry their response figures. */
export type ChatFirm = Specialist & { responseFigures?: ResponseFigures | null };

export type MessageAttachment =
  | { kind: 'specialists'; specialists: ChatFirm[] }
  | { kind: 'reviews'; reviews: Review[]; totalCount: number; breakdown?: ReviewBreakdown };

export type ChatMessage =
  | { id: string; from: 'bot'; text: string; attachment?: MessageAttachment }
  | { id: string; from: 'user'; text: string };

/**
 * Events any UI (or test) sends to the machine (docs/product/chat-flows.md#events-a-ui-sends).
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

/** What the host passes when it starts the machine. */
export interface FloInput {
  /** Where the chat runs; build it with `pageContextFromLocation`. */
  page: PageContext;
  /** Chat settings from `GET /api/chat-settings`; its contactEmail is quoted when a submission fails. */
  settings?: ChatSettings | null;
  /**
   * Answers the host already gave (an embed's data-service/data-city): a known service skips
   * the service question, a city is resolved instead of asked (asked when it cannot be).
   */
  preset?: { service?: string; city?: string };
  /** Flo's first words in place of the default welcome text. */
  greeting?: string;
  /**
   * The host already shows the conversation's opening (`openingFor`), painted before the chat
   * loaded: the conversation starts with it said, with no typing pause, so the chat takes over
   * what is on screen unchanged.
   */
  openingShown?: boolean;
}

/** The visitor's answers so far; payload.ts turns them into a chat enquiry. */
export interface EnquiryAnswers {
  serviceSlug?: ChatServiceSlug;
  serviceName?: string;
  /**
   * The place in the visitor's words: as typed, or the place they chose when Flo asked which
   * (the payload's location, ADR 025). Never replaced by the city it resolved to.
   */
  city?: string;
  /** Slug of the served city the place resolved to, or of the distant one the visitor chose. */
  citySlug?: string;
  /** Name of that served city ('Portsmouth' for the Isle of Wight). */
  servedCity?: string;
  /** The visitor chose 'Send my request anyway' after no specialist was found nearby. */
  sendAnyway?: boolean;
  name?: string;
  email?: string;
  phone?: string;
  projectDetails?: string;
  budget?: string;
  urgency?: string;
  /** What the visitor asked for: consultation, message, talk, quotes or advice. */
  intent?: string;
  preference?: 'consultation' | 'talk-further';
  postcode?: string;
}

/** The specialist a profile-page chat is about. */
export interface ChatSpecialist {
  id: number;
  name: string;
}

/** Machine context. Fields the UI reads: messages, options, typing, enquiryId. */
export interface FloContext {
  page: PageContext;
  contactEmail: string | null;
  /** The host's preset answers and greeting, kept so RESET starts the same way. */
  preset: NonNullable<FloInput['preset']>;
  greeting: string | null;
  /** The whole transcript, oldest first. */
  messages: ChatMessage[];
  /** Quick replies for the latest bot question; empty when none are offered. */
  options: QuickReply[];
  /** True while a bot reply is pending (show the typing indicator, keep the input disabled). */
  typing: boolean;
  answers: EnquiryAnswers;
  specialist: ChatSpecialist | null;
  /** The page of the specialist's reviews shown last (0: none yet); "Show more" asks for the next. */
  reviewsPage: number;
  /** The visitor's latest advice question, answered by the advice follow-up step. */
  adviceQuestion: string;
  /** Set when the last city search found nobody, so the city question is asked again. */
  searchMissed: boolean;
  /**
   * The last place search that found nobody near: its choices ('Newcastle upon Tyne or …'),
   * suggestions ('Did you mean Manchester?') or distant cities are what the place step offers.
   */
  placeReading: ResolvedLocation | null;
  /** The text the next place search resolves: a chosen place's query, else the typed words. */
  placeQuery: string | null;
  /** The address the visitor's e-mail probably meant ('gmail.com' for 'gmial.com'), while asked. */
  suggestedEmail: string | null;
  /** Generated once per conversation's submission; a retry resends the same key. */
  idempotencyKey: string | null;
  enquiryId: string | null;
  /** 'received': no specialist matched yet, so the Flo team finds one; 'matched': sent to specialists. */
  enquiryStatus: 'received' | 'matched' | null;
  /** Message of the last failed submission, for logs; the visitor sees copy text. */
  error: string | null;
  /**
   * The firms the enquiry is about to go to (`POST /api/enquiries/matches`), less those the
   * visitor removed; sent as `specialistIds`. Emptied when the API sent it elsewhere.
   */
  firms: ChatFirm[];
}
