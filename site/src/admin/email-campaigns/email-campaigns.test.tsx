import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { CampaignsScreen } from './CampaignsScreen.tsx';

const sql = <T,>(site: SiteTestApp, query: string, ...params: unknown[]) =>
  site.db.$client.prepare(query).all(...params) as T[];
const screenAt = (admin: AdminConsole, path: string) => {
  admin.unmount();
  admin.render(<CampaignsScreen />, path);
};
/** Active Leeds tilers' distinct addresses, as the audience should count them. */
const leedsTilers = (site: SiteTestApp) =>
  sql<{ n: number }>(
    site,
    `select count(distinct lower(s.email)) as n from specialists s join cities c on c.id = s.city_id
     where c.slug = 'leeds' and s.status = 'active' and exists (select 1 from specialist_services ss
       where ss.specialist_id = s.id and ss.service_slug = 'tile')`,
  )[0]?.n ?? 0;
const BODY = 'New tiling leads are coming. <script>alert("x")</script> & more';

describe('/admin/email-campaigns', () => {
  adminConsoleTest(
    'is a console page: the server sends its heading and the loading line',
    async ({ site }) => {
      const html = await (await site.get('/admin/email-campaigns')).text();
      expect(html).toContain('<h1>Email campaigns</h1>');
    },
  );

  adminConsoleTest(
    'refuses a draft without a subject, showing the error by the field, storing nothing',
    async ({ site, admin }) => {
      screenAt(admin, '/admin/email-campaigns?campaign=new');
      const form = await waitFor(
        () => screen.getByRole('form', { name: 'New campaign' }),
        NAVIGATION,
      );
      const fields = within(form).getByRole('list', { name: /^Merge fields/ });
      expect(
        within(fields)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '[Business name] the listing’s name',
        '[City] the listing’s city',
        '[Profile link] the address of its public profile',
        '[Dashboard link] the address of the business dashboard',
      ]);
      fireEvent.change(within(form).getByLabelText('Message'), { target: { value: BODY } });
      await act(async () => fireEvent.submit(form));
      await waitFor(() => expect(within(form).getByRole('alert')).toBeTruthy());
      expect(
        within(form)
          .getByLabelText(/Subject/)
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(sql(site, 'select id from email_campaigns')).toEqual([]);
    },
  );

  adminConsoleTest(
    'composes a draft with a live audience count and a plain-text preview, then saves it',
    async ({ site, admin }) => {
      const expected = leedsTilers(site);
      expect(expected).toBeGreaterThan(1);
      screenAt(admin, '/admin/email-campaigns?campaign=new');
      const form = await waitFor(
        () => screen.getByRole('form', { name: 'New campaign' }),
        NAVIGATION,
      );
      fireEvent.change(within(form).getByLabelText(/Subject/), {
        target: { value: 'Leeds tiling' },
      });
      fireEvent.change(within(form).getByLabelText('Message'), { target: { value: BODY } });
      const city = await waitFor(() => within(form).getByRole('option', { name: 'Leeds' }));
      fireEvent.change(within(form).getByLabelText(/City/), { target: { value: 'leeds' } });
      fireEvent.change(within(form).getByLabelText(/Service/), { target: { value: 'tile' } });
      expect((city as HTMLOptionElement).selected).toBe(true);
      await waitFor(
        () => expect(screen.getByText(`${expected} specialists will receive it`)).toBeTruthy(),
        NAVIGATION,
      );
      const mail = document.querySelector('pre.campaign-mail');
      expect(mail?.textContent).toContain(BODY);
      expect(mail?.querySelector('script')).toBeNull();
      await act(async () => fireEvent.submit(form));
      await waitFor(() =>
        expect(sql(site, 'select subject, body, audience, status from email_campaigns')).toEqual([
          {
            subject: 'Leeds tiling',
            body: BODY,
            audience: JSON.stringify({ citySlug: 'leeds', serviceSlug: 'tile' }),
            status: 'draft',
          },
        ]),
      );
    },
  );

  adminConsoleTest(
    'sends a saved draft after confirmation and shows each recipient’s delivery',
    async ({ site, admin }) => {
      const [campaign] = sql<{ id: number }>(site, 'select id from email_campaigns');
      const expected = leedsTilers(site);
      screenAt(admin, `/admin/email-campaigns?campaign=${campaign?.id}`);
      await act(async () =>
        fireEvent.click(
          await waitFor(() => screen.getByRole('button', { name: 'Send…' }), NAVIGATION),
        ),
      );
      const confirm = await waitFor(() =>
        screen.getByText(
          `Send “Leeds tiling” to ${expected} specialists now? This cannot be undone.`,
        ),
      );
      expect(confirm).toBeTruthy();
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Yes, send it now' })),
      );
      await waitFor(() =>
        expect(sql(site, 'select status from email_campaigns')).toEqual([{ status: 'sent' }]),
      );
      const mails = sql<{ id: number; to: string }>(
        site,
        `select m.id, m."to" from campaign_recipients r join mail_outbox m on m.id = r.mail_id
       where m.kind = 'campaign' order by r.specialist_id`,
      );
      expect(mails).toHaveLength(expected);
      site.db.$client
        .prepare(`update mail_outbox set status = 'sent' where id = ?`)
        .run(mails[0]?.id);
      screenAt(admin, `/admin/email-campaigns?campaign=${campaign?.id}`);
      const table = await waitFor(
        () => screen.getByRole('table', { name: 'Delivery to each specialist' }),
        NAVIGATION,
      );
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(
        mails.map((m) => m.to),
      );
      expect(within(rows[0] as HTMLElement).getByText('Sent')).toBeTruthy();
      expect(within(rows[1] as HTMLElement).getByText('Waiting to send')).toBeTruthy();
    },
  );
});
