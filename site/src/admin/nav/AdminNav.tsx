import type { Admin, AdminQueueCounts } from '@flo/contract';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useLogOut } from '../../signed-in/index.ts';
import { adminTokens } from '../use-admin-session.ts';
import { useQueueCounts } from './queue-counts.ts';
import { ADMIN_NAV_GROUPS, type AdminNavLink } from './screens.ts';

/** How many wait in a link's queue; 0 when it counts none or the counts are not in yet. */
const waitingIn = (link: AdminNavLink, counts?: AdminQueueCounts) =>
  link.queue && counts ? counts[link.queue] : 0;

/**
 * A screen's link: its label, and after it the queue's count as a badge, which screen readers
 * read with the label ("Reviews 496 waiting"). The name comes from the text on screen, so it
 * holds the visible words (WCAG 2.5.3, Label in Name).
 */
function ScreenLink({ link, counts }: { link: AdminNavLink; counts?: AdminQueueCounts }) {
  const waiting = waitingIn(link, counts);
  const shown = waiting.toLocaleString('en-GB');
  return (
    <NavLink to={link.to} end={link.end ?? false} className="admin-nav__link">
      {link.label}
      {waiting ? (
        <>
          {' '}
          <span className="admin-nav__count">{shown}</span>
          <span className="visually-hidden"> waiting</span>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The console's side navigation: its screens in groups with headings, the current one marked by
 * `NavLink` (aria-current="page"), each queue's waiting count after its link, then the account
 * and Log out. On a narrow screen the groups fold behind a Menu button (a disclosure); each
 * screen mounts its own navigation, so the menu is closed again after a link is followed.
 * Logging out revokes the token with `POST /api/admin/logout`, forgets it even when the API
 * cannot be reached, says 'Logged out' and returns to the home page (docs/product/roles.md#admin).
 */
export function AdminNav({ user }: { user: Admin }) {
  const logOut = useLogOut(adminTokens, { endpoint: '/api/admin/logout', to: '/' });
  const counts = useQueueCounts();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <nav className="admin-nav" aria-label="Admin console" data-open={open}>
      <button
        type="button"
        className="button button--secondary admin-nav__toggle"
        aria-expanded={open}
        aria-controls={`${id}-groups`}
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <div className="admin-nav__groups" id={`${id}-groups`}>
        {ADMIN_NAV_GROUPS.map((group) => (
          <div key={group.heading} className="admin-nav__group">
            <h2 className="admin-nav__heading" id={`${id}-${group.heading}`}>
              {group.heading}
            </h2>
            <ul className="admin-nav__links" aria-labelledby={`${id}-${group.heading}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <ScreenLink link={link} {...(counts ? { counts } : {})} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="admin-nav__account">
          <span className="muted">{`Signed in as ${user.name}`}</span>
          <button type="button" className="button button--secondary" onClick={logOut}>
            Log out
          </button>
        </p>
      </div>
    </nav>
  );
}
