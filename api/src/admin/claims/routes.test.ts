import { adminClaimsPageSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import {
  createListingsTestApp,
  type ListingsTestApp,
  ownerClaim,
} from '../../testing/listings-app.ts';
import { jsonBody } from '../../testing/test-app.ts';

let t: ListingsTestApp;
let admin: Record<string, string>;
beforeEach(async () => {
  t = createListingsTestApp();
  const token = createSession(t.db, 'admin', await insertAdmin(t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterEach(() => t.close());

const sql = <T>(query: string, ...params: unknown[]) =>
  t.db.$client.prepare(query).all(...params) as T[];

async function claim(slug: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.request('/api/claims', jsonBody(ownerClaim(t.id(slug), overrides)));
  expect(res.status).toBe(201);
  return sql<{ id: number }>('select id from claim_requests order by id desc limit 1')[0]?.id;
}
const decide = (id: number | undefined, body: unknown) =>
  t.app.request(`/api/admin/claims/${id}/decision`, jsonBody(body, admin));
const pending = async () =>
  adminClaimsPageSchema.parse(
    await (await t.app.request('/api/admin/claims', { headers: admin })).json(),
  );

describe('the free-listings claims queue', () => {
  it('lists pending claims with the listing and the proof', async () => {
    await claim('castle-carpets-manchester');
    const page = await pending();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      specialist: { slug: 'castle-carpets-manchester', claimed: false },
      email: 'dan@castlecarpets.example',
      status: 'pending',
    });
    expect(page.items[0]?.proof).toContain('shop landline');
  });

  it('approval makes a business login whose e-mailed link sets a password that logs in', async () => {
    const id = await claim('castle-carpets-manchester');
    expect((await decide(id, { action: 'approve' })).status).toBe(200);
    expect(await pending()).toMatchObject({ items: [] });
    const [mail] = sql<{ to: string; text: string }>(
      `select "to", text from mail_outbox where kind = 'business_setup_link'`,
    );
    expect(mail?.to).toBe('dan@castlecarpets.example');
    const link = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    const token = link.searchParams.get('setup') ?? '';
    const password = 'castle-carpets-2026';
    const set = await t.app.request(
      '/api/business/setup-password',
      jsonBody({ email: 'dan@castlecarpets.example', token, password, confirmPassword: password }),
    );
    expect(set.status).toBe(200);
    const login = await t.app.request(
      '/api/business/login',
      jsonBody({ email: 'dan@castlecarpets.example', password }),
    );
    expect(login.status).toBe(200);
    const [listing] = sql<{ claimed: number | null }>(
      'select claimed_by_business_id as claimed from specialists where id = ?',
      t.id('castle-carpets-manchester'),
    );
    expect(listing?.claimed).not.toBeNull();
  });

  it('refuses a second decision, a listing already managed and an address in use (409)', async () => {
    const first = await claim('castle-carpets-manchester');
    const rival = await claim('castle-carpets-manchester', { email: 'rival@example.test' });
    await decide(first, { action: 'approve' });
    expect((await decide(first, { action: 'approve' })).status).toBe(409);
    expect((await decide(rival, { action: 'approve' })).status).toBe(409);
    const sameEmail = await claim('premier-carpets-manchester');
    const res = await decide(sameEmail, { action: 'approve' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('email_in_use');
    expect(sql('select id from businesses')).toHaveLength(1);
  });

  it('rejection tells the claimant why and creates no login', async () => {
    const id = await claim('castle-carpets-manchester');
    const reason = 'The phone number you gave is not the listing’s.';
    expect((await decide(id, { action: 'reject', reason })).status).toBe(200);
    const [mail] = sql<{ to: string; text: string }>(
      `select "to", text from mail_outbox where kind = 'claim_rejected'`,
    );
    expect(mail?.text).toContain(reason);
    expect(sql('select id from businesses')).toEqual([]);
    expect((await decide(id, { action: 'reject' })).status).toBe(400);
  });
});
