import { NavLink } from 'react-router';
import { useLogOut } from '../signed-in/index.ts';
import { adminTokens } from './use-admin-session.ts';

/**
 * Every screen of the console (docs/product/routes.md#admin-routes), in the order operators use
 * them.
 */
export const ADMIN_SCREENS = [
  { path: '/admin', label: 'Overview' },
  { path: '/admin/settings', label: 'Queue & settings' },
  { path: '/admin/specialists', label: 'Specialists' },
  { path: '/admin/enquiries', label: 'Enquiries' },
  { path: '/admin/reviews', label: 'Reviews' },
  { path: '/admin/free-listings', label: 'Free listings' },
  { path: '/admin/locations', label: 'Locations' },
  { path: '/admin/location-pages', label: 'Location pages' },
  { path: '/admin/email-campaigns', label: 'Email campaigns' },
  { path: '/admin/chat-settings', label: 'Chat settings' },
  { path: '/admin/specialist-messages', label: 'Specialist messages' },
] as const;

/**
 * The console's navigation and the logout button. Logging out revokes the token with
 * `POST /api/admin/logout`, forgets it even when the API cannot be reached, says 'Logged out'
 * and returns to the home page (docs/product/roles.md#admin).
 */
export function AdminNav({ name }: { name: string }) {
  const logOut = useLogOut(adminTokens, { endpoint: '/api/admin/logout', to: '/' });
  return (
    <nav className="admin-nav" aria-label="Admin console">
      <ul className="admin-nav__links">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.path} end={screen.path === '/admin'}>
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="admin-nav__account">
        <span className="muted">{`Signed in as ${name}`}</span>
        <button type="button" className="button button--secondary" onClick={logOut}>
          Log out
        </button>
      </p>
    </nav>
  );
}
