import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface SignedInLink {
  to: string;
  label: string;
  /** Current only on exactly this path, not below it (the area's home: '/admin', '/dashboard'). */
  end?: boolean;
}

/**
 * The navigation of a signed-in area: its links, the current one marked with aria-current by
 * `NavLink`, and whatever the area adds after them (the admin's account and log out). Classes
 * follow `block`: `block` on the nav, `block__links` on the list, `block__link` on each link.
 *
 * @example
 * <SignedInNav label="Dashboard" block="business-nav" links={[{ to: '/dashboard', label: 'Overview', end: true }]} />
 */
export function SignedInNav({
  label,
  block,
  links,
  children,
}: {
  /** The navigation's accessible name ('Admin console'). */
  label: string;
  block: string;
  links: readonly SignedInLink[];
  children?: ReactNode;
}) {
  return (
    <nav className={block} aria-label={label}>
      <ul className={`${block}__links`}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end ?? false} className={`${block}__link`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
