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
import { openSessionsOf, revokeSessionsOf, type SessionRole } from './sessions.ts';

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
  const app = new Hono<AdminEnv | BusinessEnv>();
  const guards = { admin: requireAdmin(deps), business: requireBusiness(deps) };

  for (const role of ['admin', 'business'] as const satisfies SessionRole[]) {
    app.get(
      `/api/${role}/sessions`,
      describeOperation({
        operationId: `list${TAGS[role]}Sessions`,
        summary: 'The signed-in account’s open sessions, last used first',
        tag: TAGS[role],
        auth: role,
        response: accountSessionListSchema,
      }),
      guards[role],
      (c) => {
        const { session } = c.var;
        const open = openSessionsOf(deps.db, role, session.userId, now());
        return c.json<AccountSessionList>({
          sessions: open.map((row) => ({
            id: row.id,
            browser: row.browser,
            signedInAt: row.signedInAt.toISOString(),
            lastUsedAt: row.lastUsedAt.toISOString(),
            current: row.id === session.id,
          })),
        });
      },
    );

    app.post(
      `/api/${role}/sessions/sign-out-everywhere`,
      describeOperation({
        operationId: `signOut${TAGS[role]}Everywhere`,
        summary: 'End every session of the signed-in account, this one included',
        tag: TAGS[role],
        auth: role,
        response: logoutResponseSchema,
      }),
      guards[role],
      (c) => {
        revokeSessionsOf(deps.db, role, c.var.session.userId, now());
        return c.json<LogoutResponse>({ success: true });
      },
    );
  }
  return app;
}
