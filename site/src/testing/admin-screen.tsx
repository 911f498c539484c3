import { createSession, insertAdmin } from '@flo/api/testing';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { renderWithSite } from './render.tsx';
import { createSiteTestApp, type SiteTestApp } from './site-app.ts';

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

/**
 * Test-only: one test app and signed-in admin for a whole test file, and the screen a test
 * rendered, unmounted before the next render and after each test.
 *
 * @example
 * const admin = setUpAdminConsole();
 * it('lists reviews', () => {
 *   admin.render(<ReviewQueue />, '/admin/reviews');
 *   admin.t.db.select().from(reviews).all();
 * });
 */
export function setUpAdminConsole() {
  let app: SiteTestApp | undefined;
  let token = '';
  let mounted: (() => void) | undefined;
  const admin = {
    get t(): SiteTestApp {
      if (!app) throw new Error('setUpAdminConsole: the test app starts in beforeAll');
      return app;
    },
    get token() {
      return token;
    },
    /** Unmounts `view` after the test (for screens rendered another way than `render`). */
    keep<View extends { unmount(): void }>(view: View): View {
      mounted = () => view.unmount();
      return view;
    },
    unmount() {
      mounted?.();
      mounted = undefined;
    },
    /** Renders one screen at `path` as the signed-in admin (see `renderAdminScreen`). */
    render(element: ReactNode, path: string) {
      admin.unmount();
      return admin.keep(renderAdminScreen(admin.t, token, element, path));
    },
  };
  beforeAll(async () => {
    app = createSiteTestApp();
    token = await adminToken(app);
  });
  afterAll(() => app?.close());
  afterEach(() => admin.unmount());
  return admin;
}
