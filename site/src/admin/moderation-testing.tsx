import type { ReactNode } from 'react';
import { createSession } from '../../../api/src/auth/sessions.ts';
import { insertAdmin } from '../../../api/src/auth/test-fixtures.ts';
import { renderWithSite } from '../testing/render.tsx';
import type { SiteTestApp } from '../testing/site-app.ts';

/**
 * Test-only: signs an admin in on the real API and renders one moderation screen at `path`
 * (its route is `path` without the query), every request carrying the admin's bearer token.
 *
 * @example
 * const token = await adminToken(t);
 * renderAdminScreen(t, token, <ReviewQueue />, '/admin/reviews?status=pending');
 */
export function renderAdminScreen(t: SiteTestApp, token: string, element: ReactNode, path: string) {
  return renderWithSite(null, {
    path,
    routes: [{ path: path.split('?')[0] ?? path, element }],
    transport: (url, init) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      return Promise.resolve(t.app.request(url, { ...init, headers }));
    },
  });
}

/** A fresh admin's session token on the test app. */
export async function adminToken(t: SiteTestApp): Promise<string> {
  return createSession(t.db, 'admin', await insertAdmin(t.db), new Date());
}
