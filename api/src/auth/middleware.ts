import type { Admin, Business } from '@flo/contract';
import { createMiddleware } from 'hono/factory';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { findAdminById, findBusinessById } from './repository.ts';
import { type ActiveSession, findActiveSession, type SessionRole } from './sessions.ts';

/** Context variables of a request that passed `requireAdmin`. */
export type AdminEnv = { Variables: { admin: Admin; session: ActiveSession } };
/** Context variables of a request that passed `requireBusiness`. */
export type BusinessEnv = { Variables: { business: Business; session: ActiveSession } };

/** Longer than any token we issue; stops anyone making us hash megabytes of header. */
const MAX_TOKEN_LENGTH = 200;

const notLoggedIn = () =>
  new HttpError(401, 'unauthorized', 'Please log in to continue', undefined, {
    'WWW-Authenticate': 'Bearer',
  });

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

function activeSession(
  deps: AppDeps,
  header: string | undefined,
  role: SessionRole,
): Promise<ActiveSession | null> | null {
  const token = bearerToken(header);
  const now = clockOf(deps)();
  return token ? deps.engine.run(findActiveSession, token, role, now) : null;
}

/**
 * Lets a request through only with a valid admin bearer token, and puts the admin and the
 * session on the context. A business token, an expired or a revoked one answers 401 JSON.
 * Apply it per route (or under a prefix that excludes `/api/admin/login`).
 *
 * @example
 * app.get('/api/admin/enquiries', requireAdmin(deps), (c) => c.json({ by: c.var.admin.email }));
 */
export function requireAdmin(deps: AppDeps) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const session = await activeSession(deps, c.req.header('authorization'), 'admin');
    const admin = session && (await deps.engine.run(findAdminById, session.userId));
    if (!session || !admin) throw notLoggedIn();
    c.set('admin', admin);
    c.set('session', session);
    await next();
  });
}

/**
 * Lets a request through only with a valid business bearer token, and puts the business (with
 * its specialist id, for ownership checks) and the session on the context; otherwise 401 JSON.
 *
 * @example
 * app.get('/api/business/enquiries', requireBusiness(deps), async (c) => {
 *   const { specialistId } = c.var.business;
 *   return c.json(await deps.engine.run(listLeadsOf, { specialistId, page: 1, pageSize: 20 }));
 * });
 */
export function requireBusiness(deps: AppDeps) {
  return createMiddleware<BusinessEnv>(async (c, next) => {
    const session = await activeSession(deps, c.req.header('authorization'), 'business');
    const business = session && (await deps.engine.run(findBusinessById, session.userId));
    if (!session || !business) throw notLoggedIn();
    c.set('business', business);
    c.set('session', session);
    await next();
  });
}
