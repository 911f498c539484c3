import { jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { MessageList } from './MessageList.tsx';

adminConsoleTest.beforeAll(async ({ site }) => {
  const [listing] = site.db.$client
    .prepare(`select id, slug from specialists where status = 'active' order by id limit 1`)
    .all() as { id: number; slug: string }[];
  for (const subject of ['Older question about stairs', 'Newer question about a hallway']) {
    const res = await site.app.request(
      '/api/specialist-message',
      jsonBody({
        specialistId: listing?.id,
        senderName: 'Priya Shah',
        senderEmail: 'priya@example.com',
        subject,
        message: `${subject}: could you quote for about 12 square metres?`,
        pageUrl: `https://flo.example/specialist/${listing?.slug}`,
        pageType: 'specialist_profile',
      }),
    );
    expect(res.status).toBe(201);
  }
});

const readAt = (site: SiteTestApp, subject: string) =>
  (
    site.db.$client
      .prepare('select read_at from specialist_messages where subject = ?')
      .get(subject) as {
      read_at: number | null;
    }
  ).read_at;

describe('/admin/specialist-messages', () => {
  adminConsoleTest(
    'lists messages newest first, unread marked, and opening one reads it and marks it read',
    async ({ site, admin }) => {
      admin.render(<MessageList />, '/admin/specialist-messages');
      const table = await waitFor(() => screen.getByRole('table'), NAVIGATION);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent).slice(0, 2),
      ).toEqual(['Newer question about a hallway', 'Older question about stairs']);
      expect(within(rows[1] as HTMLElement).getByText('Unread')).toBeTruthy();
      expect(readAt(site, 'Older question about stairs')).toBeNull();
      await act(async () =>
        fireEvent.click(screen.getByRole('link', { name: 'Older question about stairs' })),
      );
      const opened = await waitFor(
        () => screen.getByRole('article', { name: 'Message: Older question about stairs' }),
        NAVIGATION,
      );
      expect(within(opened).getByText(/could you quote for about 12 square metres/)).toBeTruthy();
      expect(readAt(site, 'Older question about stairs')).not.toBeNull();
      await waitFor(() => {
        const row = screen.getByRole('link', { name: 'Older question about stairs' }).closest('tr');
        expect(within(row as HTMLElement).getByText('Read')).toBeTruthy();
      });
      expect(readAt(site, 'Newer question about a hallway')).toBeNull();
    },
  );
});
