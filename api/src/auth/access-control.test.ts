import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin } from '../testing/accounts.ts';
import { DAY_MS, openSeededDemoDb, type SeededDemoDb } from '../testing/demo-db.ts';
import { createSession } from './sessions.ts';

/**
 * Walks every admin and business route the app really has (read from Hono's route table, so a
 * route added later is covered without touching this file) with no token, an expired token and
 * the other role's token. Each must be refused before it reads a body or touches a row.
 */

/** Routes a visitor must reach without a login. */
const PUBLIC_ACCOUNT_ROUTES = new Set([
  'POST /api/admin/login',
  'POST /api/business/login',
  'POST /api/business/setup-link',
  'POST /api/business/setup-password',
  'POST /api/admin/sign-in-link',
  'POST /api/business/sign-in-link',
  'POST /api/admin/login/link',
  'POST /api/business/login/link',
  'POST /api/admin/login/two-factor',
  'POST /api/business/login/two-factor',
]);

interface ProtectedRoute {
  method: string;
  path: string;
  role: 'admin' | 'business';
}

function protectedRoutes(db: SeededDemoDb): ProtectedRoute[] {
  const seen = new Map<string, ProtectedRoute>();
  for (const { method, path } of db.t.app.routes) {
    if (method === 'ALL') continue;
    const role = path.startsWith('/api/admin/')
      ? 'admin'
      : path.startsWith('/api/business/')
        ? 'business'
        : null;
    const key = `${method} ${path}`;
    if (role && !PUBLIC_ACCOUNT_ROUTES.has(key)) seen.set(key, { method, path, role });
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: any `:param` becomes a plausible id. */
const concretePath = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?\??/g, '1');

/** Rows changed through the app's own connection since it opened. */
const totalChanges = (db: SeededDemoDb) => db.count('select total_changes()');

describe('access control of every admin and business route', () => {
  let db: SeededDemoDb;
  let routes: ProtectedRoute[];
  const tokens = {} as Record<'admin' | 'business' | 'expiredAdmin' | 'expiredBusiness', string>;

  beforeAll(async () => {
    db = openSeededDemoDb();
    const adminId = await insertAdmin(db.t.db);
    const businessId = db.count(`select id from businesses where email = 'demo@flo.local'`);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 400 * DAY_MS);
    tokens.admin = createSession(db.t.db, 'admin', adminId, now);
    tokens.business = createSession(db.t.db, 'business', businessId, now);
    tokens.expiredAdmin = createSession(db.t.db, 'admin', adminId, longAgo);
    tokens.expiredBusiness = createSession(db.t.db, 'business', businessId, longAgo);
    routes = protectedRoutes(db);
  });
  afterAll(() => db.t.close());

  it('finds the console and dashboard routes to check', () => {
    const roles = new Set(routes.map((r) => r.role));
    expect(roles).toEqual(new Set(['admin', 'business']));
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/admin/me');
  });

  it('refuses each one without a token, with an expired token and with the other role', async () => {
    const before = totalChanges(db);
    const refusals: string[] = [];
    for (const route of routes) {
      const wrongRole = route.role === 'admin' ? tokens.business : tokens.admin;
      const expired = route.role === 'admin' ? tokens.expiredAdmin : tokens.expiredBusiness;
      for (const [label, token] of [
        ['no token', null],
        ['expired token', expired],
        ['other role', wrongRole],
      ] as const) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
        const res = await db.t.app.request(concretePath(route.path), {
          method: route.method,
          headers,
          ...(hasBody ? { body: '{}' } : {}),
        });
        if (res.status !== 401 && res.status !== 403) {
          refusals.push(`${route.method} ${route.path} with ${label}: ${res.status}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(totalChanges(db)).toBe(before);
  });
});
