import { NavLink } from 'react-router';

const LINKS = [
  { to: '/dashboard', label: 'Overview and leads', end: true },
  { to: '/dashboard/profile', label: 'Profile', end: false },
  { to: '/dashboard/reviews', label: 'Reviews', end: false },
  { to: '/dashboard/widget', label: 'Flo on your website', end: false },
];

/** The dashboard's own navigation; the current page is marked with aria-current by NavLink. */
export function BusinessNav() {
  return (
    <nav className="business-nav" aria-label="Dashboard">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className="business-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/logout" className="business-nav__link">
            Log out
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
