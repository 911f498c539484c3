import { Link, Outlet } from 'react-router';
import { CookieBanner } from '../global/cookie-consent/CookieBanner.tsx';
import { useScrollToTopOnNavigate } from '../global/scroll/useScrollToTopOnNavigate.ts';
import { Toaster } from '../global/toast/Toaster.tsx';
import './business.css';

/**
 * The frame of the business area (/login, /logout, /dashboard and its pages): the logo back to the public
 * site and the page, without the public navigation, footer or Flo, which a fitter reading
 * their enquiries has no use for. Loaded lazily with those pages, never by public ones.
 */
export function BusinessLayout() {
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
            <span className="site-header__tagline">Business area</span>
          </Link>
        </div>
      </header>
      <main id="main" className="site-main business-main">
        <Outlet />
      </main>
      <CookieBanner />
      <Toaster />
    </div>
  );
}
