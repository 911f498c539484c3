import { jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { AdminSettingsScreen } from './AdminSettingsScreen.tsx';

const sql = <T,>(site: SiteTestApp, query: string) => site.db.$client.prepare(query).all() as T[];
const section = (name: RegExp) => waitFor(() => screen.getByRole('region', { name }), NAVIGATION);

describe('/admin/settings', () => {
  adminConsoleTest(
    'lists a waiting source of failed sign-ins and clears it',
    async ({ site, admin }) => {
      const guess = { email: 'demo@flo.local', password: 'a-wrong-guess' };
      for (let i = 0; i < 5; i++) {
        await site.app.request(
          '/api/business/login',
          jsonBody(guess, { 'x-test-client-ip': '192.0.2.77' }),
        );
      }
      admin.render(<AdminSettingsScreen />, '/admin/settings');
      const failed = await section(/^Failed sign-ins$/);
      const clear = await waitFor(
        () =>
          within(failed).getByRole('button', {
            name: 'Clear: demo@flo.local, address 192.0.2.77',
          }),
        NAVIGATION,
      );
      expect(within(failed).getByText(/5 failed from address 192\.0\.2\.77/)).toBeTruthy();
      await act(async () => fireEvent.click(clear));
      await waitFor(() =>
        expect(
          sql(site, `select 1 from login_throttles where source = 'address:192.0.2.77'`),
        ).toEqual([]),
      );
    },
  );

  adminConsoleTest(
    'counts what waits and closes a contact message from the queue',
    async ({ site, admin }) => {
      const res = await site.app.request(
        '/api/contact',
        jsonBody({
          name: 'Sam',
          email: 'sam@example.com',
          subject: 'Listing wrong',
          message: 'The phone number on a listing is out of date.',
        }),
      );
      expect(res.status).toBe(201);
      admin.render(<AdminSettingsScreen />, '/admin/settings');
      const messages = await section(/^Contact messages: \d+$/);
      const open = Number(
        /(\d+)$/.exec(within(messages).getByRole('heading').textContent ?? '')?.[1],
      );
      expect(open).toBeGreaterThan(0);
      await act(async () =>
        fireEvent.click(
          within(messages).getByRole('button', { name: 'Mark handled: Listing wrong' }),
        ),
      );
      await waitFor(() =>
        expect(within(messages).getByRole('heading').textContent).toBe(
          `Contact messages: ${open - 1}`,
        ),
      );
      expect(
        sql<{ handled_at: number | null }>(
          site,
          `select handled_at from contact_messages where subject = 'Listing wrong'`,
        )[0]?.handled_at,
      ).not.toBeNull();
      expect(screen.getByRole('region', { name: /^Reviews to moderate: \d+$/ })).toBeTruthy();
    },
  );

  adminConsoleTest(
    'saves the operators’ address and sender, refuses a malformed one, and empty goes back to the environment',
    async ({ site, admin }) => {
      admin.render(<AdminSettingsScreen />, '/admin/settings');
      const address = await waitFor(
        () => screen.getByLabelText(/^Operators’ e-mail address/),
        NAVIGATION,
      );
      const sender = screen.getByLabelText(/^Send mail from/);
      const save = () =>
        act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
      fireEvent.change(sender, { target: { value: 'Flo <<nobody' } });
      await save();
      await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
      expect(
        sql(site, 'select id from operator_settings where mail_from is not null'),
      ).toHaveLength(0);

      fireEvent.change(address, { target: { value: 'ops@flo.example' } });
      fireEvent.change(sender, { target: { value: 'Flo team <ops@flo.example>' } });
      await save();
      await waitFor(() => expect(screen.getByText(/^Saved\./)).toBeTruthy());
      expect(sql(site, 'select operator_email, mail_from from operator_settings')).toEqual([
        { operator_email: 'ops@flo.example', mail_from: 'Flo team <ops@flo.example>' },
      ]);

      fireEvent.change(address, { target: { value: '' } });
      fireEvent.change(sender, { target: { value: '' } });
      await save();
      await waitFor(() =>
        expect(sql(site, 'select operator_email, mail_from from operator_settings')).toEqual([
          { operator_email: null, mail_from: null },
        ]),
      );
    },
  );
});
