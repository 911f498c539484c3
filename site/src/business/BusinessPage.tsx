import { useQuery } from '@tanstack/react-query';
import { createSignedInPage, type SignedInLink, SignedInNav } from '../signed-in/index.ts';
import { messagesQuery } from './queries.ts';
import { useBusinessSession } from './use-business-session.ts';

/** The dashboard's pages, then /logout; Messages says how many are unread. */
const linksWith = (unread: number): readonly SignedInLink[] => [
  { to: '/dashboard', label: 'Overview and leads', end: true },
  { to: '/dashboard/messages', label: unread > 0 ? `Messages (${unread} unread)` : 'Messages' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/photos', label: 'Photos and logo' },
  { to: '/dashboard/reviews', label: 'Reviews' },
  { to: '/dashboard/widget', label: 'Flo on your website' },
  { to: '/logout', label: 'Log out' },
];

/** The dashboard's own navigation; the current page is marked with aria-current by NavLink. */
function BusinessNav() {
  const { data } = useQuery(messagesQuery(1));
  return (
    <SignedInNav label="Dashboard" block="business-nav" links={linksWith(data?.unread ?? 0)} />
  );
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
