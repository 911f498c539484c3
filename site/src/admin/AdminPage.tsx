import type { Admin } from '@flo/contract';
import { createSignedInPage, SignedInNav, useLogOut } from '../signed-in/index.ts';
import { adminTokens, useAdminSession } from './use-admin-session.ts';

/**
 * Every screen of the console (docs/product/routes.md#admin-routes), in the order operators use
 * them.
 */
export const ADMIN_SCREENS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/figures', label: 'Figures' },
  { to: '/admin/settings', label: 'Queue & settings' },
  { to: '/admin/specialists', label: 'Specialists' },
  { to: '/admin/recent-changes', label: 'Recent changes' },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/free-listings', label: 'Free listings' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/locations', label: 'Locations' },
  { to: '/admin/location-pages', label: 'Location pages' },
  { to: '/admin/email-campaigns', label: 'Email campaigns' },
  { to: '/admin/chat-settings', label: 'Chat settings' },
  { to: '/admin/specialist-messages', label: 'Specialist messages' },
  { to: '/admin/mail', label: 'Failed mail' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/**
 * The console's navigation and the logout button. Logging out revokes the token with
 * `POST /api/admin/logout`, forgets it even when the API cannot be reached, says 'Logged out'
 * and returns to the home page (docs/product/roles.md#admin).
 */
function AdminNav({ user }: { user: Admin }) {
  const logOut = useLogOut(adminTokens, { endpoint: '/api/admin/logout', to: '/' });
  return (
    <SignedInNav label="Admin console" block="admin-nav" links={ADMIN_SCREENS}>
      <p className="admin-nav__account">
        <span className="muted">{`Signed in as ${user.name}`}</span>
        <button type="button" className="button button--secondary" onClick={logOut}>
          Log out
        </button>
      </p>
    </SignedInNav>
  );
}

/**
 * The frame of every console screen but the login: its heading, then (in the browser, once
 * `GET /api/admin/me` accepted the stored token) the console navigation and the screen. The
 * server sends only the loading line, as the login lives in the browser; without a valid
 * session the visitor goes to /admin/login.
 *
 * @example
 * <AdminPage title="Reviews">{() => <ReviewQueue />}</AdminPage>
 */
export const AdminPage = createSignedInPage({
  useSession: useAdminSession,
  Nav: AdminNav,
  loadingText: 'Loading the console…',
  className: 'container section admin-page',
});
