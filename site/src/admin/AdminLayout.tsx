import { Link, Outlet } from 'react-router';
import { CookieBanner } from '../global/cookie-consent/CookieBanner.tsx';
import { useScrollToTopOnNavigate } from '../global/scroll/useScrollToTopOnNavigate.ts';
import { Toaster } from '../global/toast/Toaster.tsx';
import '../business/business.css';
import './admin.css';

/**
 * The frame of the admin console: the logo back to the public site and the screen, without
 * the public navigation, footer or Flo. Loaded lazily with the console, never by public pages.
 */
export function AdminLayout() {
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
            <span className="site-header__tagline">Admin console</span>
          </Link>
        </div>
      </header>
      <main id="main" className="site-main admin-main">
        <Outlet />
      </main>
      <CookieBanner />
      <Toaster />
    </div>
  );
}
