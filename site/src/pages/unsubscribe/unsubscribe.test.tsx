import { createSession, insertAdmin } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOf } from '../../testing/axe.ts';
import { type HydratedPage, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
let link = '';
let address = '';

/** Sends a Leeds campaign through the admin API; answers one mail's address and link path. */
async function sendCampaign(): Promise<{ to: string; path: string }> {
  const token = createSession(t.db, 'admin', await insertAdmin(t.db), new Date());
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await t.app.request('/api/admin/email-campaigns', {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'News', body: 'Hello.', audience: { citySlug: 'leeds' } }),
  });
  const { id } = (await created.json()) as { id: number };
  await t.app.request(`/api/admin/email-campaigns/${id}/send`, { method: 'POST', headers });
  const [mail] = t.db.$client
    .prepare(`select "to", text from mail_outbox where kind = 'campaign' order by id limit 1`)
    .all() as { to: string; text: string }[];
  const path = /https?:\/\/[^/\s]+(\/unsubscribe\/[\w-]{43})$/m.exec(mail?.text ?? '')?.[1];
  if (!mail || !path) throw new Error('the campaign mail has an unsubscribe link');
  return { to: mail.to, path };
}
const unsubscribed = () =>
  t.db.$client.prepare('select email from mail_unsubscribes').pluck().all() as string[];

beforeAll(async () => {
  t = createSiteTestApp();
  ({ to: address, path: link } = await sendCampaign());
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
});

describe('/unsubscribe/{token}', () => {
  it('changes nothing when opened, so mail scanners unsubscribe nobody', async () => {
    const res = await t.get(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Stop Flo’s e-mails</h1>');
    expect(html).toContain('name="robots" content="noindex');
    expect(unsubscribed()).toEqual([]);
  });

  it('records the address when the button is pressed', async () => {
    page = await openHydratedPage(t, link);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await waitFor(() => expect(screen.getByText(/this address will get no more/)).toBeTruthy());
    expect(unsubscribed()).toEqual([address.toLowerCase()]);
  });

  it('says a link that is not ours is not, recording nothing', async () => {
    expect((await t.get('/unsubscribe/too-short')).status).toBe(404);
    page = await openHydratedPage(t, `/unsubscribe/${'B'.repeat(43)}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/not one of ours/));
    expect(unsubscribed()).toEqual([address.toLowerCase()]);
  });

  // Last: axe replaces the whole document, which a later hydration would trip over.
  it('passes axe-core (WCAG 2.1 A and AA) as served', async () => {
    expect(await axeViolationsOf(t, link)).toEqual([]);
  });
});
