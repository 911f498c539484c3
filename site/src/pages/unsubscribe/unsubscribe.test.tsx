import { createSession, insertAdmin } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOf } from '../../testing/axe.ts';
import { pageTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

let link = '';
let address = '';

/** Sends a Leeds campaign through the admin API; answers one mail's address and link path. */
async function sendCampaign(site: SiteTestApp): Promise<{ to: string; path: string }> {
  const token = createSession(site.db, 'admin', await insertAdmin(site.db), new Date());
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await site.app.request('/api/admin/email-campaigns', {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'News', body: 'Hello.', audience: { citySlug: 'leeds' } }),
  });
  const { id } = (await created.json()) as { id: number };
  await site.app.request(`/api/admin/email-campaigns/${id}/send`, { method: 'POST', headers });
  const [mail] = site.db.$client
    .prepare(`select "to", text from mail_outbox where kind = 'campaign' order by id limit 1`)
    .all() as { to: string; text: string }[];
  const path = /https?:\/\/[^/\s]+(\/unsubscribe\/[\w-]{43})$/m.exec(mail?.text ?? '')?.[1];
  if (!mail || !path) throw new Error('the campaign mail has an unsubscribe link');
  return { to: mail.to, path };
}
const unsubscribed = (site: SiteTestApp) =>
  site.db.$client.prepare('select email from mail_unsubscribes').pluck().all() as string[];

pageTest.beforeAll(async ({ site }) => {
  ({ to: address, path: link } = await sendCampaign(site));
});

describe('/unsubscribe/{token}', () => {
  pageTest('changes nothing when opened, so mail scanners unsubscribe nobody', async ({ site }) => {
    const res = await site.get(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Stop Flo’s e-mails</h1>');
    expect(html).toContain('name="robots" content="noindex');
    expect(unsubscribed(site)).toEqual([]);
  });

  pageTest('records the address when the button is pressed', async ({ site, openPage }) => {
    await openPage(link);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await waitFor(() => expect(screen.getByText(/this address will get no more/)).toBeTruthy());
    expect(unsubscribed(site)).toEqual([address.toLowerCase()]);
  });

  pageTest('says a link that is not ours is not, recording nothing', async ({ site, openPage }) => {
    expect((await site.get('/unsubscribe/too-short')).status).toBe(404);
    await openPage(`/unsubscribe/${'B'.repeat(43)}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/not one of ours/));
    expect(unsubscribed(site)).toEqual([address.toLowerCase()]);
  });

  // Last: axe replaces the whole document, which a later hydration would trip over.
  pageTest('passes axe-core (WCAG 2.1 A and AA) as served', async ({ site }) => {
    expect(await axeViolationsOf(site, link)).toEqual([]);
  });
});
