import { adminClaimsPageSchema } from '@flo/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload } from '../../testing/enquiries.ts';
import { listingsTest } from '../../testing/fixtures.ts';
import type { ListingsTestApp } from '../../testing/listings-app.ts';
import { ownerClaim } from '../../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

type Admin = Record<string, string>;

/** The mails of one kind the app queued, oldest first. */
const mailsOf = ({ engine: { db, tables } }: TestApp, kind: string) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, kind))
    .orderBy(tables.mailOutbox.id);
const businessesOf = ({ engine: { db, tables } }: TestApp) =>
  db.select({ id: tables.businesses.id }).from(tables.businesses);

async function claim(api: ListingsTestApp, slug: string, overrides: Record<string, unknown> = {}) {
  const res = await api.app.request('/api/claims', jsonBody(ownerClaim(api.id(slug), overrides)));
  expect(res.status).toBe(201);
  const { db, tables } = api.engine;
  const [latest] = await db
    .select({ id: tables.claimRequests.id })
    .from(tables.claimRequests)
    .orderBy(desc(tables.claimRequests.id))
    .limit(1);
  return latest?.id;
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
      const [mail] = await mailsOf(api, 'business_setup_link');
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
      const { specialists } = api.engine.tables;
      const [listing] = await api.engine.db
        .select({ claimed: specialists.claimedByBusinessId, email: specialists.email })
        .from(specialists)
        .where(eq(specialists.id, api.id('castle-carpets-manchester')));
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
      const leads = (await mailsOf(api, 'specialist_lead')).map(({ to, replyTo }) => ({
        to,
        replyTo,
      }));
      expect(leads).toContainEqual({ to: leadEmail, replyTo: 'jo@example.test' });
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
      expect(await businessesOf(api)).toHaveLength(1);
    },
  );

  listingsTest('rejection tells the claimant why and creates no login', async ({ api, admin }) => {
    const id = await claim(api, 'castle-carpets-manchester');
    const reason = 'The phone number you gave is not the listing’s.';
    expect((await decide(api, admin, id, { action: 'reject', reason })).status).toBe(200);
    const [mail] = await mailsOf(api, 'claim_rejected');
    expect(mail?.text).toContain(reason);
    expect(await businessesOf(api)).toEqual([]);
    expect((await decide(api, admin, id, { action: 'reject' })).status).toBe(400);
  });
});
