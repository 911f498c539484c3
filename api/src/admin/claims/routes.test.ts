import { adminClaimsPageSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { chatPayload } from '../../testing/enquiries.ts';
import { listingsTest } from '../../testing/fixtures.ts';
import type { ListingsTestApp } from '../../testing/listings-app.ts';
import { ownerClaim } from '../../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

type Admin = Record<string, string>;

const sql = <T>(api: TestApp, query: string, ...params: unknown[]) =>
  api.db.$client.prepare(query).all(...params) as T[];

async function claim(api: ListingsTestApp, slug: string, overrides: Record<string, unknown> = {}) {
  const res = await api.app.request('/api/claims', jsonBody(ownerClaim(api.id(slug), overrides)));
  expect(res.status).toBe(201);
  return sql<{ id: number }>(api, 'select id from claim_requests order by id desc limit 1')[0]?.id;
}
const decide = (api: TestApp, admin: Admin, id: number | undefined, body: unknown) =>
  api.app.request(`/api/admin/claims/${id}/decision`, jsonBody(body, admin));
const pending = async (api: TestApp, admin: Admin) =>
  adminClaimsPageSchema.parse(
    await (await api.app.request('/api/admin/claims', { headers: admin })).json(),
  );

describe('the free-listings claims queue', () => {
  listingsTest('lists pending claims with the listing and the proof', async ({ api, admin }) => {
    await claim(api, 'castle-carpets-manchester');
    const page = await pending(api, admin);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      specialist: { slug: 'castle-carpets-manchester', claimed: false },
      email: 'dan@castlecarpets.example',
      status: 'pending',
    });
    expect(page.items[0]?.proof).toContain('shop landline');
  });

  listingsTest(
    'approval makes a business login whose e-mailed link sets a password that logs in',
    async ({ api, admin }) => {
      const id = await claim(api, 'castle-carpets-manchester');
      expect((await decide(api, admin, id, { action: 'approve' })).status).toBe(200);
      expect(await pending(api, admin)).toMatchObject({ items: [] });
      const [mail] = sql<{ to: string; text: string }>(
        api,
        `select "to", text from mail_outbox where kind = 'business_setup_link'`,
      );
      expect(mail?.to).toBe('dan@castlecarpets.example');
      expect(mail?.text).toMatch(
        /^Good news: your claim of Castle Carpets on Flo \(CLM-\w+\) has been approved\./,
      );
      const link = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '');
      const token = link.searchParams.get('setup') ?? '';
      const password = 'castle-carpets-2026';
      const set = await api.app.request(
        '/api/business/setup-password',
        jsonBody({
          email: 'dan@castlecarpets.example',
          token,
          password,
          confirmPassword: password,
        }),
      );
      expect(set.status).toBe(200);
      const login = await api.app.request(
        '/api/business/login',
        jsonBody({ email: 'dan@castlecarpets.example', password }),
      );
      expect(login.status).toBe(200);
      const [listing] = sql<{ claimed: number | null; email: string }>(
        api,
        'select claimed_by_business_id as claimed, email from specialists where id = ?',
        api.id('castle-carpets-manchester'),
      );
      expect(listing?.claimed).not.toBeNull();
      expect(listing?.email).toBe('dan@castlecarpets.example');
      expect(mail?.text).toContain(
        'Leads and messages for it are now sent to dan@castlecarpets.example',
      );
    },
  );

  listingsTest(
    'sends the next lead to the address the claimant chose, Reply-To the customer',
    async ({ api, admin }) => {
      const leadEmail = 'leads@castlecarpets.example';
      const id = await claim(api, 'castle-carpets-manchester', { leadEmail });
      expect((await pending(api, admin)).items[0]?.leadEmail).toBe(leadEmail);
      await decide(api, admin, id, { action: 'approve' });
      const enquiry = await api.app.request(
        '/api/enquiries',
        jsonBody(chatPayload({ specialistId: api.id('castle-carpets-manchester') })),
      );
      expect(enquiry.status).toBe(201);
      const leads = sql<{ to: string; reply_to: string | null }>(
        api,
        `select "to", reply_to from mail_outbox where kind = 'specialist_lead'`,
      );
      expect(leads).toContainEqual({ to: leadEmail, reply_to: 'jo@example.test' });
      const bad = await api.app.request(
        '/api/claims',
        jsonBody(ownerClaim(api.id('premier-carpets-manchester'), { leadEmail: 'not an address' })),
      );
      expect(bad.status).toBe(400);
    },
  );

  listingsTest(
    'refuses a second decision, a listing already managed and an address in use (409)',
    async ({ api, admin }) => {
      const first = await claim(api, 'castle-carpets-manchester');
      const rival = await claim(api, 'castle-carpets-manchester', { email: 'rival@example.test' });
      await decide(api, admin, first, { action: 'approve' });
      expect((await decide(api, admin, first, { action: 'approve' })).status).toBe(409);
      expect((await decide(api, admin, rival, { action: 'approve' })).status).toBe(409);
      const sameEmail = await claim(api, 'premier-carpets-manchester');
      const res = await decide(api, admin, sameEmail, { action: 'approve' });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('email_in_use');
      expect(sql(api, 'select id from businesses')).toHaveLength(1);
    },
  );

  listingsTest('rejection tells the claimant why and creates no login', async ({ api, admin }) => {
    const id = await claim(api, 'castle-carpets-manchester');
    const reason = 'The phone number you gave is not the listing’s.';
    expect((await decide(api, admin, id, { action: 'reject', reason })).status).toBe(200);
    const [mail] = sql<{ to: string; text: string }>(
      api,
      `select "to", text from mail_outbox where kind = 'claim_rejected'`,
    );
    expect(mail?.text).toContain(reason);
    expect(sql(api, 'select id from businesses')).toEqual([]);
    expect((await decide(api, admin, id, { action: 'reject' })).status).toBe(400);
  });
});
