import { z } from 'zod';

/** `POST /api/admin/sign-in-link` and `POST /api/business/sign-in-link`: mail a one-time link. */
export const signInLinkRequestSchema = z.object({ email: z.email().max(254) });
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

/** 202, the same whether or not the address has an account. */
export const signInLinkAcceptedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SignInLinkAccepted = z.infer<typeof signInLinkAcceptedSchema>;

/**
 * `POST /api/admin/login/link` and `POST /api/business/login/link`: the token from the mailed
 * link; answers like the password login. It passes the account-wide sign-in throttle.
 */
export const signInLinkLoginRequestSchema = z.object({ token: z.string().min(16).max(200) });
export type SignInLinkLoginRequest = z.infer<typeof signInLinkLoginRequestSchema>;

/**
 * One throttled source of failed sign-ins, as operators see it (`GET /api/admin/login-throttles`):
 * `account` counts every source together, `address:…` one IP (IPv6 by /64), `device:…` one
 * known browser.
 */
export const loginThrottleSchema = z.object({
  id: z.number().int(),
  role: z.enum(['admin', 'business']),
  email: z.string(),
  source: z.string(),
  failures: z.number().int(),
  lastFailureAt: z.iso.datetime(),
  /** Attempts from this source are refused until then; in the past, not (yet) refused. */
  blockedUntil: z.iso.datetime(),
});
export type LoginThrottle = z.infer<typeof loginThrottleSchema>;

export const loginThrottleListSchema = z.object({ throttles: z.array(loginThrottleSchema) });
export type LoginThrottleList = z.infer<typeof loginThrottleListSchema>;

/** One open session of the signed-in account (`GET /api/{admin,business}/sessions`). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** The browser it was signed in from, as its owner would recognise it; null if unknown. */
  browser: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** Whether this is the session making the request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
