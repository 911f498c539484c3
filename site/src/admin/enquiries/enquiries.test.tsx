import { chatPayload } from '@flo/api/testing';
import type { ChatEnquiry } from '@flo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AdminConsole } from '../../testing/admin-screen.tsx';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { EnquiriesScreen } from './EnquiriesScreen.tsx';

let leeds: string;
let manchester: string;

async function submit(
  site: SiteTestApp,
  overrides: Partial<ChatEnquiry>,
  ip: string,
): Promise<string> {
  const res = await site.app.request('/api/enquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client-ip': ip },
    body: JSON.stringify(chatPayload(overrides)),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const sql = <T,>(site: SiteTestApp, query: string, ...params: unknown[]) =>
  site.db.$client.prepare(query).all(...params) as T[];
const recipientsOf = (site: SiteTestApp, reference: string) =>
  sql<{ id: number }>(
    site,
    `select r.specialist_id as id from enquiry_recipients r join enquiries e on e.id = r.enquiry_id
     where e.public_id = ? order by r.specialist_id`,
    reference,
  ).map((r) => r.id);

adminConsoleTest.beforeAll(async ({ site }) => {
  manchester = await submit(site, { customerName: 'Mandy Manchester' }, '198.51.100.1');
  leeds = await submit(
    site,
    {
      customerName: 'Lee Leeds',
      location: 'Leeds',
      flooringType: 'Tile Installation',
      selectedServiceSlug: 'tile',
      selectedServiceName: 'Tile Installation',
    },
    '198.51.100.2',
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const screenAt = (admin: AdminConsole, path: string) => admin.render(<EnquiriesScreen />, path);
const tableReferences = () =>
  screen.queryAllByRole('row').flatMap((row) => row.dataset.reference ?? []);

describe('/admin/enquiries', () => {
  adminConsoleTest(
    'is a console page: the server sends its heading and the loading line',
    async ({ site }) => {
      const res = await site.get('/admin/enquiries?status=new');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Enquiries</h1>');
      expect(html).toContain('Loading the console…');
    },
  );

  adminConsoleTest(
    'lists the enquiries the URL filters ask for, and applies new filters',
    async ({ admin }) => {
      screenAt(admin, '/admin/enquiries?city=leeds');
      await waitFor(() => expect(tableReferences()).toEqual([leeds]), NAVIGATION);
      screenAt(admin, '/admin/enquiries');
      await waitFor(() => expect(tableReferences().slice(0, 2)).toEqual([leeds, manchester]));
      const form = screen.getByRole('form', { name: 'Filter enquiries' });
      fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'closed' } });
      await act(async () => fireEvent.submit(form));
      await waitFor(() =>
        expect(screen.getByText('No enquiries match these filters.')).toBeTruthy(),
      );
    },
  );

  adminConsoleTest(
    'opens one enquiry and changes its status in the database',
    async ({ site, admin }) => {
      screenAt(admin, `/admin/enquiries?enquiry=${manchester}`);
      const card = await waitFor(
        () => screen.getByRole('article', { name: 'Enquiry from Mandy Manchester' }),
        NAVIGATION,
      );
      expect(within(card).getByText('jo@example.test')).toBeTruthy();
      expect(within(card).getAllByText(/specialist lead to/).length).toBe(
        recipientsOf(site, manchester).length,
      );
      fireEvent.change(within(card).getByLabelText('Status'), { target: { value: 'closed' } });
      await act(async () =>
        fireEvent.click(within(card).getByRole('button', { name: 'Change status' })),
      );
      await waitFor(() =>
        expect(sql(site, 'select status from enquiries where public_id = ?', manchester)).toEqual([
          { status: 'closed' },
        ]),
      );
    },
  );

  adminConsoleTest(
    'routes an enquiry to a specialist found by name, who is mailed the lead',
    async ({ site, admin }) => {
      const [other] = sql<{ id: number; name: string; email: string }>(
        site,
        `select id, name, email from specialists where status = 'active' and id not in (
         select specialist_id from enquiry_recipients) order by id limit 1`,
      );
      if (!other) throw new Error('the demo has active specialists without leads');
      const [dropped, ...kept] = recipientsOf(site, leeds);
      screenAt(admin, `/admin/enquiries?enquiry=${leeds}`);
      const card = await waitFor(
        () => screen.getByRole('article', { name: 'Enquiry from Lee Leeds' }),
        NAVIGATION,
      );
      const search = within(card).getByRole('form', { name: 'Find specialists' });
      fireEvent.change(within(search).getByLabelText(/Find active specialists/), {
        target: { value: other.name },
      });
      await act(async () => fireEvent.submit(search));
      if (dropped !== undefined) {
        const ticked = within(card).getAllByRole('checkbox', { checked: true });
        await act(async () => fireEvent.click(ticked[0] as HTMLElement));
      }
      const box = await waitFor(() =>
        within(card).getByRole('checkbox', { name: new RegExp(`^${other.name} \\(`) }),
      );
      await act(async () => fireEvent.click(box));
      await act(async () =>
        fireEvent.click(within(card).getByRole('button', { name: 'Send to these specialists' })),
      );
      await waitFor(() =>
        expect(recipientsOf(site, leeds)).toEqual([...kept, other.id].sort((a, b) => a - b)),
      );
      expect(
        sql(
          site,
          `select status from mail_outbox where "to" = ? and kind = 'specialist_lead'`,
          other.email,
        ),
      ).toEqual([{ status: 'pending' }]);
    },
  );

  adminConsoleTest('downloads the filtered CSV with the admin token', async ({ admin }) => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:enquiries';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    screenAt(admin, '/admin/enquiries?city=leeds');
    await waitFor(() => expect(tableReferences()).toEqual([leeds]), NAVIGATION);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    await waitFor(() => expect(saved).toBeDefined());
    const lines = (await saved?.text())?.trimEnd().split('\r\n') ?? [];
    expect(lines[0]).toMatch(/^Reference,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([leeds]);
  });

  adminConsoleTest(
    'closes the ticked enquiries at once, after confirming',
    async ({ site, admin }) => {
      screenAt(admin, '/admin/enquiries');
      await waitFor(() => expect(tableReferences()).toContain(leeds), NAVIGATION);
      expect(screen.getByText(/^Showing 1–\d+ of \d+ enquiries$/)).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: /^Select the enquiry from Lee Leeds/ }));
      fireEvent.click(
        screen.getByRole('checkbox', { name: /^Select the enquiry from Mandy Manchester/ }),
      );
      // An earlier test closed Manchester's enquiry already; Leeds' is still open.
      fireEvent.change(screen.getByLabelText('New status'), { target: { value: 'closed' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set status of selected' }));
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Mark 2 enquiries' })),
      );
      await waitFor(() =>
        expect(screen.getByText('1 enquiry now closed; 1 left as they were.')).toBeTruthy(),
      );
      const statuses = sql<{ status: string }>(
        site,
        'select status from enquiries where public_id in (?, ?)',
        leeds,
        manchester,
      ).map((r) => r.status);
      expect(statuses).toEqual(['closed', 'closed']);
    },
  );
});
