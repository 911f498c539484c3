import type { MiddlewareHandler } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { rateLimit } from './rate-limit.ts';

/** How many hits a counter allows in each fixed window. */
export interface RateLimitBudget {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Enough for a family sharing a connection, too few to flood specialists' inboxes. A posted job
 * reaches specialists the way an enquiry does, so it gets the same budget (counted apart).
 */
const ENQUIRY_BUDGET = { max: 20, windowMs: 10 * MINUTE_MS };
/** Each credential-checking endpoint: a person mistypes a few times, a script guesses many. */
const LOGIN_BUDGET = { max: 10, windowMs: MINUTE_MS };

/**
 * Every rate-limit budget the API has, by counter name, each counted per client IP (IPv6 by
 * /64); failed sign-ins per account are throttled apart (`auth/throttle`, ADR 031). The name
 * prefixes the counter's key in the store, so two endpoints never share a budget unless they
 * share a name.
 */
export const RATE_LIMITS = {
  enquiries: ENQUIRY_BUDGET,
  jobs: ENQUIRY_BUDGET,
  /** A household reviewing a few jobs, not a campaign of fake reviews. */
  reviews: { max: 5, windowMs: HOUR_MS },
  /** A business claiming its own listing or two, not someone trying every listing. */
  claims: { max: 5, windowMs: HOUR_MS },
  /** Room for a follow-up or two, not for flooding the operators' inbox. */
  contact: { max: 5, windowMs: HOUR_MS },
  /** A business trying a tier or correcting a typo, not a flood of invoices to raise. */
  'subscription-requests': { max: 5, windowMs: HOUR_MS },
  /** A person writes to a few specialists, a script to many. */
  'specialist-message': { max: 5, windowMs: 10 * MINUTE_MS },
  unsubscribe: { max: 30, windowMs: MINUTE_MS },
  /** A business filling its 12 photos and a logo, with retries, not a stream of uploads to process. */
  'image-uploads': { max: 40, windowMs: HOUR_MS },
  /** The chat asks once per enquiry before sending; a visitor changing their mind a few times. */
  'match-previews': { max: 60, windowMs: 10 * MINUTE_MS },
  /** Flo's funnel beacons: a few per conversation, many conversations on a shared address. */
  'funnel-beacons': { max: 300, windowMs: 10 * MINUTE_MS },
  /** The visitor's own "Your enquiry" page: reading, accepting a quote, closing. */
  'your-enquiry': { max: 60, windowMs: MINUTE_MS },
  'admin-login': LOGIN_BUDGET,
  'business-login': LOGIN_BUDGET,
  'setup-link': LOGIN_BUDGET,
  'setup-password': LOGIN_BUDGET,
  /** Asking for a one-time sign-in link by e-mail, and signing in with one. */
  'sign-in-link': LOGIN_BUDGET,
} as const satisfies Record<string, RateLimitBudget>;

/** The budgets counted per client IP. */
export type PerIpLimitName = keyof typeof RATE_LIMITS;

/**
 * The per-IP limit named `name` in `RATE_LIMITS` (times RATE_LIMIT_MULTIPLIER), counted in the
 * store `createApp` chose and on the app's clock; over budget the caller gets 429 with
 * `Retry-After`.
 *
 * @example
 * new Hono().post('/api/contact', perIpLimit(deps, 'contact'), handler);
 */
export function perIpLimit(deps: AppDeps, name: PerIpLimitName): MiddlewareHandler {
  const { max, windowMs } = RATE_LIMITS[name];
  const multiplier = deps.config.rateLimitMultiplier ?? 1;
  return rateLimit({
    name,
    max: max * multiplier,
    windowMs,
    store: deps.rateLimits,
    now: clockOf(deps),
  });
}
