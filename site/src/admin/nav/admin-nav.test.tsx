import { mailOutbox } from '@flo/api/schema';
import { chatPayload } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { EnquiriesScreen } from '../enquiries/EnquiriesScreen.tsx';
import { FailedMailScreen } from '../mail/FailedMailScreen.tsx';
import { AdminNav } from './AdminNav.tsx';

const USER = { id: 1, email: 'ops@flo.test', name: 'Ops' };
const countOf = (site: SiteTestApp, query: string) =>
  site.db.$client.prepare(query).pluck().get() as number;

/** One mail the server gave up on, so the Failed mail queue has something waiting. */
function failedMail(site: SiteTestApp, to: string) {
  const at = new Date();
  site.db
    .insert(mailOutbox)
    .values({
      to,
      subject: 'Your enquiry',
      text: 'Hello',
      kind: 'enquiry_confirmation',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: at,
      createdAt: at,
    })
    .run();
}

async function documentHasNoAxeViolations(title: string) {
  document.documentElement.lang = 'en-GB';
  document.title = title;
  expect(await axeViolationsOfDocument()).toEqual([]);
}

describe('the console’s side navigation', () => {
  adminConsoleTest(
    'groups the screens under headings, marks the current one and says how many wait in each queue',
    async ({ site, admin }) => {
      failedMail(site, 'nav-one@example.test');
      admin.render(
        <main>
          <h1>Reviews</h1>
          <AdminNav user={USER} />
        </main>,
        '/admin/reviews',
      );
      const nav = screen.getByRole('navigation', { name: 'Admin console' });
      expect(
        within(nav)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Today', 'Leads', 'Directory', 'Insights', 'Settings']);
      const reviews = countOf(site, "select count(*) from reviews where status = 'pending'");
      const failed = countOf(site, "select count(*) from mail_outbox where status = 'failed'");
      const reviewsLink = await waitFor(
        () => within(nav).getByRole('link', { name: `Reviews ${reviews} waiting` }),
        NAVIGATION,
      );
      expect(reviewsLink.getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: `Failed mail ${failed} waiting` })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'Flo funnel' }).getAttribute('href')).toBe(
        '/admin/funnel',
      );
      expect(
        within(nav).getByRole('link', { name: 'Enquiries' }).getAttribute('aria-current'),
      ).toBeNull();
      await documentHasNoAxeViolations('Reviews');

      const menu = within(nav).getByRole('button', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBeTruthy();
      expect(nav.dataset.open).toBe('true');
    },
  );

  adminConsoleTest(
    'counts again after the operator resends a failed mail',
    async ({ site, admin }) => {
      failedMail(site, 'nav-two@example.test');
      admin.render(
        <>
          <AdminNav user={USER} />
          <FailedMailScreen />
        </>,
        '/admin/mail',
      );
      const failed = countOf(site, "select count(*) from mail_outbox where status = 'failed'");
      const nav = screen.getByRole('navigation', { name: 'Admin console' });
      await waitFor(
        () => within(nav).getByRole('link', { name: `Failed mail ${failed} waiting` }),
        NAVIGATION,
      );
      const row = await waitFor(
        () => screen.getByRole('row', { name: /nav-two@example\.test/ }),
        NAVIGATION,
      );
      await act(async () =>
        fireEvent.click(within(row).getByRole('button', { name: /Resend the mail to nav-two/ })),
      );
      await waitFor(
        () => within(nav).getByRole('link', { name: `Failed mail ${failed - 1} waiting` }),
        NAVIGATION,
      );
    },
  );
});

describe('sortable columns', () => {
  adminConsoleTest(
    'sort the enquiries on the server from a header button, kept in the URL',
    async ({ site, admin }) => {
      for (const [customerName, ip] of [
        ['Sorting First', '198.51.100.31'],
        ['Sorting Second', '198.51.100.32'],
      ] as const) {
        const res = await site.app.request('/api/enquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-client-ip': ip },
          body: JSON.stringify(chatPayload({ customerName })),
        });
        expect(res.status).toBe(201);
      }
      const { router } = admin.render(<EnquiriesScreen />, '/admin/enquiries');
      const received = await waitFor(
        () => screen.getByRole('columnheader', { name: /Received/ }),
        NAVIGATION,
      );
      expect(received.getAttribute('aria-sort')).toBe('descending');
      expect(
        screen.getByRole('columnheader', { name: /Flooring/ }).querySelector('button'),
      ).toBeNull();
      const firstCustomer = () =>
        within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('link').textContent;
      const newest = firstCustomer();
      await documentHasNoAxeViolations('Enquiries');

      fireEvent.click(within(received).getByRole('button', { name: /Received/ }));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=received&order=asc'));
      await waitFor(
        () =>
          expect(
            screen.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort'),
          ).toBe('ascending'),
        NAVIGATION,
      );
      await waitFor(() => expect(firstCustomer()).not.toBe(newest), NAVIGATION);
      const oldestFirst = countOf(
        site,
        'select customer_name from enquiries order by created_at, id limit 1',
      ) as unknown as string;
      expect(firstCustomer()).toBe(oldestFirst);
    },
  );
});
