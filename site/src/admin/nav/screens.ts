import type { AdminQueueName } from '@flo/contract';
import type { SignedInLink } from '../../signed-in/index.ts';

export interface AdminNavLink extends SignedInLink {
  /** The queue whose waiting items the link counts (`GET /api/admin/queue-counts`). */
  queue?: AdminQueueName;
}

export interface AdminNavGroup {
  heading: string;
  links: readonly AdminNavLink[];
}

/**
 * Every screen of the console (docs/product/routes.md#admin-routes), grouped by the task an
 * operator comes for (ADR 043): what waits today, leads, the directory, figures, settings.
 */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroup[] = [
  {
    heading: 'Today',
    links: [
      { to: '/admin', label: 'Overview', end: true },
      { to: '/admin/settings', label: 'Queue & settings' },
      { to: '/admin/reviews', label: 'Reviews', queue: 'reviews' },
      { to: '/admin/free-listings', label: 'Free listings', queue: 'claims' },
      { to: '/admin/recent-changes', label: 'Recent changes', queue: 'recentChanges' },
      {
        to: '/admin/specialist-messages',
        label: 'Specialist messages',
        queue: 'specialistMessages',
      },
      { to: '/admin/mail', label: 'Failed mail', queue: 'failedMail' },
    ],
  },
  { heading: 'Leads', links: [{ to: '/admin/enquiries', label: 'Enquiries' }] },
  {
    heading: 'Directory',
    links: [
      { to: '/admin/specialists', label: 'Specialists' },
      { to: '/admin/subscriptions', label: 'Subscriptions' },
      { to: '/admin/locations', label: 'Locations' },
      { to: '/admin/location-pages', label: 'Location pages' },
    ],
  },
  {
    heading: 'Insights',
    links: [
      { to: '/admin/figures', label: 'Figures' },
      { to: '/admin/funnel', label: 'Flo funnel' },
      { to: '/admin/audit', label: 'Audit log' },
    ],
  },
  {
    heading: 'Settings',
    links: [
      { to: '/admin/chat-settings', label: 'Chat settings' },
      { to: '/admin/email-campaigns', label: 'Email campaigns' },
    ],
  },
];
