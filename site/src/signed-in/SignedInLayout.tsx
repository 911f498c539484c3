import { Link, Outlet } from 'react-router';
import { useScrollToTopOnNavigate } from '../global/scroll/useScrollToTopOnNavigate.ts';
import { Toaster } from '../global/toast/Toaster.tsx';

/**
 * The frame of a signed-in area: the logo back to the public site with the area's name beside
 * it, and the page, without the public navigation, footer, Flo or the cookie banner: these
 * areas load no analytics (only the banner's Accept does, on public pages) and keep only the
 * sign-in in storage, which needs no consent, so nothing covers the console or the dashboard. Each area's layout module
 * (src/admin/AdminLayout.tsx, src/business/BusinessLayout.tsx) renders it and imports the
 * area's CSS, so it stays out of the public bundle.
 *
 * @example
 * export function AdminLayout() {
 *   return <SignedInLayout tagline="Admin console" mainClassName="admin-main" />;
 * }
 */
export function SignedInLayout({
  tagline,
  mainClassName,
}: {
  /** The area's name beside the logo ('Business area'). */
  tagline: string;
  /** The area's class on `<main>`, beside `site-main`. */
  mainClassName: string;
}) {
  useScrollToTopOnNavigate();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="site-header__logo">
            <span className="site-header__mark" aria-hidden="true">
              F
            </span>
            <span className="site-header__name">Flo</span>
            <span className="site-header__tagline">{tagline}</span>
          </Link>
        </div>
      </header>
      <main id="main" className={`site-main ${mainClassName}`}>
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
