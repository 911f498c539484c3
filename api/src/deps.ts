import type { Db } from './db/client.ts';
import type { EnquiryWrite, StoredEnquiry } from './enquiries/write-enquiry.ts';
import type { RateLimitStore } from './http/rate-limit.ts';

export interface AppConfig {
  /** Absolute URL visitors reach the site on; used in e-mailed links. */
  publicUrl: string;
  /** Where mail to customers and specialists appears to come from (admins may override it). */
  mailFrom: string;
  /** The operators' inbox from the environment (OPERATOR_EMAIL); admins may override it. */
  operatorEmail: string;
  /** TRUST_PROXY: proxies whose `X-Forwarded-For` entries name the client; 0 or unset, none. */
  trustProxy?: number;
}

export interface Logger {
  info(message: string, meta?: unknown): void;
  error(error: unknown): void;
}

/** Everything the API needs from the outside world, passed to `createApp`. */
export interface AppDeps {
  db: Db;
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
}

/** What `createApp` is given: AppDeps, with the rate-limit store left to its choice. */
export type AppSetup = Omit<AppDeps, 'rateLimits'> & { rateLimits?: RateLimitStore };

/** Stores an enquiry durably and resolves with what was stored (`writeEnquiry`). */
export interface EnquiryWriter {
  write(enquiry: EnquiryWrite): Promise<StoredEnquiry>;
}
