import { createSession, insertAdmin } from '@flo/api/testing';
import type { ReactNode } from 'react';
import { renderWithSite } from './render.tsx';
import type { SiteTestApp } from './site-app.ts';

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

/** The signed-in admin's screens in one test: see `adminConsoleTest` (`fixtures.ts`). */
export interface AdminConsole {
  /** The admin's session token. */
  token: string;
  /** Unmounts `view` before the next render and after the test (for screens rendered another way than `render`). */
  keep<View extends { unmount(): void }>(view: View): View;
  /** Unmounts the screen rendered last, if any. */
  unmount(): void;
  /** Renders one screen at `path` as the signed-in admin (see `renderAdminScreen`), unmounting the last. */
  render(element: ReactNode, path: string): ReturnType<typeof renderAdminScreen>;
}

/**
 * Test-only: the admin signed in with `token` on `t`, rendering one screen at a time; the
 * `adminConsoleTest` fixture makes one for each test and unmounts its screen after it.
 *
 * @example
 * const admin = adminConsole(t, await adminToken(t));
 * admin.render(<ReviewQueue />, '/admin/reviews');
 */
export function adminConsole(t: SiteTestApp, token: string): AdminConsole {
  let mounted: (() => void) | undefined;
  const admin: AdminConsole = {
    token,
    keep(view) {
      mounted = () => view.unmount();
      return view;
    },
    unmount() {
      mounted?.();
      mounted = undefined;
    },
    render(element, path) {
      admin.unmount();
      return admin.keep(renderAdminScreen(t, token, element, path));
    },
  };
  return admin;
}
