import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRIMARY_NAV } from './nav-links.ts';
import './site-header.css';

/** Logo, primary navigation (a disclosure menu on small screens) and the post-a-job call to action. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo">
          <span className="site-header__mark" aria-hidden="true">
            F
          </span>
          <span className="site-header__name">Flo</span>
          <span className="site-header__tagline">Flooring specialists near you</span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="site-header__burger" aria-hidden="true" />
        </button>
        <nav
          id="primary-nav"
          aria-label="Main"
          className={menuOpen ? 'site-header__nav site-header__nav--open' : 'site-header__nav'}
        >
          <ul className="site-header__links">
            {PRIMARY_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-header__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/post-a-job" className="button button--primary site-header__cta">
            Post a job
          </Link>
        </nav>
      </div>
    </header>
  );
}
