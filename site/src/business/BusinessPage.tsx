import { createSignedInPage, type SignedInLink, SignedInNav } from '../signed-in/index.ts';
import { useBusinessSession } from './use-business-session.ts';

/** The dashboard's pages, then /logout. */
const LINKS: readonly SignedInLink[] = [
  { to: '/dashboard', label: 'Overview and leads', end: true },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/photos', label: 'Photos and logo' },
  { to: '/dashboard/reviews', label: 'Reviews' },
  { to: '/dashboard/widget', label: 'Flo on your website' },
  { to: '/logout', label: 'Log out' },
];

/** The dashboard's own navigation; the current page is marked with aria-current by NavLink. */
function BusinessNav() {
  return <SignedInNav label="Dashboard" block="business-nav" links={LINKS} />;
}

/**
 * The frame of every dashboard page: its heading, then (in the browser, once
 * `GET /api/business/me` accepted the stored token) the dashboard navigation and the page. The
 * server sends only the loading line: the login lives in the browser's storage. Without a
 * valid token the visitor is sent to /login and the token is cleared
 * (docs/product/roles.md#business-user).
 *
 * @example
 * <BusinessPage title="Your profile">{(business) => <ProfileForm business={business} />}</BusinessPage>
 */
export const BusinessPage = createSignedInPage({
  useSession: useBusinessSession,
  Nav: BusinessNav,
  loadingText: 'Loading your dashboard…',
  className: 'container section business-page business-page--wide',
});
