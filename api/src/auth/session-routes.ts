import {
  type AccountSessionList,
  accountSessionListSchema,
  type LogoutResponse,
  logoutResponseSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { describeOperation } from '../openapi/describe.ts';
import { type AdminEnv, type BusinessEnv, requireAdmin, requireBusiness } from './middleware.ts';
import {
  type ActiveSession,
  openSessionsOf,
  revokeSessionsOf,
  type SessionRole,
} from './sessions.ts';

const TAGS = { admin: 'Admin', business: 'Business' } as const;

/**
 * Each account's own sessions: `GET /api/{admin,business}/sessions` lists the open ones (the
 * browser, when signed in, last used, which one is asking), and `POST
 * /api/{admin,business}/sessions/sign-out-everywhere` ends them all, this one included.
 *
 * @example
 * app.route('/', accountSessionRoutes(deps));
 */
export function accountSessionRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const list = async (role: SessionRole, session: ActiveSession): Promise<AccountSessionList> => ({
    sessions: (await deps.engine.run(openSessionsOf, role, session.userId, now())).map((row) => ({
      id: row.id,
      browser: row.browser,
      signedInAt: row.signedInAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === session.id,
    })),
  });
  const signOutEverywhere = async (
    role: SessionRole,
    session: ActiveSession,
  ): Promise<LogoutResponse> => {
    await deps.engine.run(revokeSessionsOf, role, session.userId, now());
    return { success: true };
  };
  const listDoc = (role: SessionRole) =>
    describeOperation({
      operationId: `list${TAGS[role]}Sessions`,
      summary: 'The signed-in account’s open sessions, last used first',
      tag: TAGS[role],
      auth: role,
      response: accountSessionListSchema,
    });
  const signOutDoc = (role: SessionRole) =>
    describeOperation({
      operationId: `signOut${TAGS[role]}Everywhere`,
      summary: 'End every session of the signed-in account, this one included',
      tag: TAGS[role],
      auth: role,
      response: logoutResponseSchema,
    });

  const admin = new Hono<AdminEnv>()
    .get('/api/admin/sessions', listDoc('admin'), requireAdmin(deps), async (c) =>
      c.json(await list('admin', c.var.session)),
    )
    .post(
      '/api/admin/sessions/sign-out-everywhere',
      signOutDoc('admin'),
      requireAdmin(deps),
      async (c) => c.json(await signOutEverywhere('admin', c.var.session)),
    );
  const business = new Hono<BusinessEnv>()
    .get('/api/business/sessions', listDoc('business'), requireBusiness(deps), async (c) =>
      c.json(await list('business', c.var.session)),
    )
    .post(
      '/api/business/sessions/sign-out-everywhere',
      signOutDoc('business'),
      requireBusiness(deps),
      async (c) => c.json(await signOutEverywhere('business', c.var.session)),
    );
  return new Hono().route('/', admin).route('/', business);
}
