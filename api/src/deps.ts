import type { MiddlewareHandler } from 'hono';
import type Stripe from 'stripe';
import type { Db } from './db/client.ts';
import type { Engine } from './db/engine/index.ts';
import type { enquiries, jobPosts } from './db/schema.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { PageCache } from './page-cache/index.ts';

export interface AppConfig {
  /** Absolute URL visitors reach the site on; used in e-mailed links. */
  publicUrl: string;
  /** Where mail to customers and specialists appears to come from (admins may override it). */
  mailFrom: string;
  /** The operators' inbox from the environment (OPERATOR_EMAIL); admins may override it. */
  operatorEmail: string;
  /** SECURITY_CONTACT: security.txt's `Contact` URI; unset, `mailto:` the operator inbox. */
  securityContact?: string;
  /** TRUST_PROXY: proxies whose `X-Forwarded-For` entries name the client; 0 or unset, none. */
  trustProxy?: number;
  /**
   * RATE_LIMIT_MULTIPLIER: every per-IP budget is multiplied by it, for many visitors behind one
   * address (a shared office or school network) or a test run from one address; 1 or unset keeps
   * the budgets.
   */
  rateLimitMultiplier?: number;
}

export interface Logger {
  info(message: string, meta?: unknown): void;
  error(error: unknown): void;
}

/** Everything the API needs from the outside world, passed to `createApp`. */
export interface AppDeps {
  /**
   * The SQLite connection, when the app runs on SQLite: for what only SQLite has (its file's
   * folder, the enquiry writer thread's). Absent on PostgreSQL (`DATABASE_URL`, ADR 046).
   */
  db?: Db;
  /**
   * The database every repository runs on, SQLite or PostgreSQL (ADR 050); `createApp` makes it
   * from `db` when left out.
   */
  engine: Engine;
  config: AppConfig;
  /** Injected so tests can move time (token expiry, rate-limit windows, mail backoff). */
  now?: () => Date;
  /**
   * Rate-limit counters: SQLite in the server (they outlive a restart), memory in tests; when
   * none is passed, `createApp` chooses a memory store for every route of the app.
   */
  rateLimits: RateLimitStore;
  logger?: Logger;
  /**
   * Stores enquiries off the event loop, on a thread of its own (ADR 020); without one, each
   * enquiry is written on the request's thread.
   */
  enquiryWriter?: EnquiryWriter;
  /**
   * Folder of the listings' logo and photo files (MEDIA_DIR); left out, a `media` folder beside
   * the SQLite file.
   */
  mediaDir?: string;
  /** Prometheus metrics (ADR 036); without them nothing is counted. */
  metrics?: AppMetrics;
  /**
   * Card payments through Stripe (ADR 030); without it, paid plans are invoiced by e-mail
   * (ADR 003).
   */
  billing?: Billing;
  /**
   * True once the server has begun to shut down: /readyz answers 503 and every answer closes
   * its connection (ADR 035). Left out, never.
   */
  draining?: () => boolean;
  /** READY_MIN_FREE_BYTES: /readyz fails below this much free space beside the database. */
  readyMinFreeBytes?: number;
  /**
   * ENQUIRY_PRIORITY_MS: the longest a read waits for the enquiries ahead of it (ADR 053).
   * Left out, reads never wait.
   */
  enquiryPriorityMs?: number;
  /** Keeps answers every visitor gets alike until their data changes (ADR 037, 045). */
  pageCache?: Pick<PageCache, 'respond'>;
  /** Keeps search answers until the data behind them changes (ADR 051). */
  searchCache?: Pick<PageCache, 'respond'>;
  /**
   * Answers searches off the event loop (ADR 045): `fetch` sends the request to a read thread,
   * or calls `here` to answer it on this one. Without them, here.
   */
  readThreads?: { fetch(request: Request, here: () => Promise<Response>): Promise<Response> };
}

/** Card payments switched on: the Stripe client and the secret its webhooks are signed with. */
export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
}

/** What the app records for Prometheus (metrics/, ADR 036). */
export interface AppMetrics {
  /** Counts and times each request by its route pattern; the app runs it before anything else. */
  requests: MiddlewareHandler;
  /** An enquiry stored for the first time (a replay is not), by its `chatbot_source`. */
  enquiryAccepted(source: string): void;
  /** A read waited `ms` for the enquiries ahead of it (ADR 053). */
  readWaitedForEnquiries(ms: number): void;
}

/** What `createApp` is given: AppDeps, with the rate-limit store left to its choice. */
export type AppSetup = Omit<AppDeps, 'rateLimits' | 'engine'> & {
  rateLimits?: RateLimitStore;
  engine?: Engine;
};

/** Stores an enquiry durably and resolves with what was stored (`storeEnquiryWork`). */
export interface EnquiryWriter {
  write(enquiry: EnquiryWrite): Promise<StoredEnquiry>;
  /**
   * Rewrites the health row on the writer's own connection (/readyz): resolves once committed,
   * rejects with why it could not be.
   */
  checkWrite(): Promise<void>;
}

// The writer's types live here, with the seam, rather than in enquiries/, so that this module,
// which every feature imports, imports no feature back.

/**
 * One enquiry to store, of any kind (chat or form enquiry, posted job), as plain data: it is
 * passed by structured clone to the writer thread (ADR 020).
 */
export interface EnquiryWrite {
  fields: EnquiryFields;
  criteria: MatchCriteria;
  /** The project details as the specialists' lead mails show them; the stored ones by default. */
  leadProjectDetails?: string;
  /** A posted job's own row, written in the same transaction as the enquiry. */
  jobPost?: Omit<NewJobPost, 'enquiryId'>;
  idempotencyKey?: string;
  /** SHA-256 of the canonical request body; see `requestHash`. */
  requestHash: string;
  /** When the request was accepted, in epoch milliseconds: the enquiry's created time. */
  acceptedAt: number;
}

/** What was stored, or what an earlier submission with the same idempotency key stored. */
export interface StoredEnquiry {
  /** false when an earlier submission with the same idempotency key was replayed. */
  created: boolean;
  publicId: string;
  matched: number;
  customerEmail: string;
}

/** An enquiry's row values from the payload; ids, status and timestamps are added when stored. */
export type EnquiryFields = Omit<
  typeof enquiries.$inferInsert,
  'id' | 'publicId' | 'status' | 'idempotencyKey' | 'requestHash' | 'createdAt' | 'specialistId'
> & { customerEmail: string; customerPhone: string; projectDetails: string };

/** What matching looks at; see `matchedSpecialists`. */
export interface MatchCriteria {
  /** The specialist the visitor chose (profile page chat or form), if any. */
  specialistId?: number;
  citySlug?: string;
  location: string;
  postcode?: string;
  /** A service slug the page or the chat named; 'other' means any service. */
  serviceSlug?: string;
  /** Free text to match against service keywords when no slug was given. */
  serviceText: string;
  /** The firms the visitor kept from the match preview; only still-valid matches receive it. */
  chosenSpecialistIds?: number[];
}

type NewJobPost = typeof jobPosts.$inferInsert;
