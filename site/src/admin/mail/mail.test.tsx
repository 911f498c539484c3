import { mailOutbox } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { FailedMailScreen } from './FailedMailScreen.tsx';

/** Three mails the server gave up on, written straight into the outbox. */
function failedMails(site: SiteTestApp) {
  const at = new Date();
  return ['ana', 'ben', 'cat'].map(
    (name) =>
      site.db
        .insert(mailOutbox)
        .values({
          to: `${name}@example.test`,
          subject: `Your enquiry, ${name}`,
          text: 'Hello',
          kind: 'enquiry_confirmation',
          status: 'failed',
          attempts: 8,
          lastError: '550 mailbox unavailable',
          nextAttemptAt: at,
          createdAt: at,
        })
        .returning({ id: mailOutbox.id })
        .get().id,
  );
}
const statuses = (site: SiteTestApp, ids: number[]) =>
  site.db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .all()
    .map((row) => row.status);

describe('/admin/mail', () => {
  adminConsoleTest(
    'lists failed mail with the total and resends one, then the ticked ones',
    async ({ site, admin }) => {
      const ids = failedMails(site);
      admin.render(<FailedMailScreen />, '/admin/mail');
      const table = await waitFor(() => screen.getByRole('table'), NAVIGATION);
      expect(screen.getByText(/^Showing 1–\d+ of \d+ mails$/)).toBeTruthy();
      const row = within(table).getByRole('row', { name: /ana@example\.test/ });
      expect(within(row).getByText('550 mailbox unavailable')).toBeTruthy();
      document.documentElement.lang = 'en-GB';
      document.title = 'Failed mail';
      expect(await axeViolationsOfDocument()).toEqual([]);

      await act(async () =>
        fireEvent.click(within(row).getByRole('button', { name: /Resend the mail to ana/ })),
      );
      await waitFor(() => expect(screen.getByText('1 mail back in the queue.')).toBeTruthy());
      expect(statuses(site, ids.slice(0, 1))).toEqual(['pending']);

      await waitFor(() => expect(screen.queryByText('ana@example.test')).toBeNull());
      fireEvent.click(screen.getByLabelText(/Select the mail to ben/));
      fireEvent.click(screen.getByLabelText(/Select the mail to cat/));
      fireEvent.click(screen.getByRole('button', { name: 'Resend selected' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Resend 2 mails' })),
      );
      await waitFor(() => expect(screen.getByText('2 mails back in the queue.')).toBeTruthy());
      expect(statuses(site, ids)).toEqual(['pending', 'pending', 'pending']);
    },
  );
});
