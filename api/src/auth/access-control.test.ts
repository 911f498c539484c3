import { eq, is, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_EMAIL } from '../seed/demo.ts';
import { insertAdmin, signIn } from '../testing/accounts.ts';
import { DAY_MS, seedDemoAtDemoNow } from '../testing/demo-db.ts';
import { openTestApp, testDialect } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

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

function protectedRoutes(api: TestApp): ProtectedRoute[] {
  const seen = new Map<string, ProtectedRoute>();
  for (const { method, path } of api.app.routes) {
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

/**
 * What a route could have changed: every row of every table, and on SQLite also the count of
 * rows changed through the app's connection, which sees even a write that left a value as it was.
 */
async function databaseState(api: TestApp) {
  const { db, tables } = api.engine;
  const all = Object.values<unknown>(tables).filter((t): t is SQLiteTable => is(t, Table));
  const rows = await Promise.all(
    all.map(async (table) => (await db.select().from(table)).map((r) => JSON.stringify(r)).sort()),
  );
  if (testDialect() === 'postgres') return { rows };
  return { rows, changes: api.db.$client.prepare('select total_changes()').pluck().get() };
}

describe('access control of every admin and business route', () => {
  let api: TestApp;
  let routes: ProtectedRoute[];
  const tokens = {} as Record<'admin' | 'business' | 'expiredAdmin' | 'expiredBusiness', string>;

  // The first file of a PostgreSQL worker that opens the demo data copies it into a template.
  beforeAll(async () => {
    api = await openTestApp({ arrange: seedDemoAtDemoNow });
    const { db, tables } = api.engine;
    const adminId = await insertAdmin(api.engine);
    const [business] = await db
      .select({ id: tables.businesses.id })
      .from(tables.businesses)
      .where(eq(tables.businesses.email, DEMO_BUSINESS_EMAIL));
    if (!business) throw new Error('the demo data has no demo business');
    const businessId = business.id;
    const now = new Date();
    const longAgo = new Date(now.getTime() - 400 * DAY_MS);
    tokens.admin = await signIn(api.engine, 'admin', adminId, now);
    tokens.business = await signIn(api.engine, 'business', businessId, now);
    tokens.expiredAdmin = await signIn(api.engine, 'admin', adminId, longAgo);
    tokens.expiredBusiness = await signIn(api.engine, 'business', businessId, longAgo);
    routes = protectedRoutes(api);
  }, 60_000);
  afterAll(() => api.close());

  it('finds the console and dashboard routes to check', () => {
    const roles = new Set(routes.map((r) => r.role));
    expect(roles).toEqual(new Set(['admin', 'business']));
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/admin/me');
  });

  it('refuses each one without a token, with an expired token and with the other role', async () => {
    const before = await databaseState(api);
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
        const res = await api.app.request(concretePath(route.path), {
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
    expect(await databaseState(api)).toEqual(before);
  });
});
