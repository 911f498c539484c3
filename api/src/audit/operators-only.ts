import { createMiddleware } from 'hono/factory';
import { findActiveSession } from '../auth/sessions.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Answers 403 to a signed-in business, before `requireAdmin` answers 401 to anyone else: the
 * audit log names who changed what across every listing, so a business is told plainly it may
 * not read it rather than asked to sign in again.
 */
export function refuseBusinesses(deps: AppDeps) {
  return createMiddleware(async (c, next) => {
    const token = /^Bearer\s+(\S{1,200})\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (token && findActiveSession(deps.db, token, 'business', clockOf(deps)())) {
      throw new HttpError(403, 'forbidden', 'Only operators can read the audit log');
    }
    await next();
  });
}
