import {
  adminQueueSchema,
  adminSpecialistMessageSchema,
  adminSpecialistMessagesPageSchema,
  claimReceivedSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload } from '../../testing/enquiries.ts';
import { listingsTest } from '../../testing/fixtures.ts';
import { ownerClaim } from '../../testing/owner-claim.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const visitor = (api: TestApp, path: string, body: unknown) =>
  api.app.request(path, jsonBody(body, { 'x-test-client-ip': '203.0.113.9' }));
const asAdmin = (api: TestApp, admin: Record<string, string>, path: string, body?: unknown) =>
  api.app.request(path, body === undefined ? { headers: admin } : jsonBody(body, admin));
const queue = async (api: TestApp, admin: Record<string, string>) =>
  adminQueueSchema.parse(await (await asAdmin(api, admin, '/api/admin/queue')).json());
/** The operators approved the claim: a plan may now be asked for with its reference. */
const approve = async ({ engine: { db, tables } }: TestApp, reference: string) => {
  const { claimRequests } = tables;
  await db
    .update(claimRequests)
    .set({ status: 'approved' })
    .where(eq(claimRequests.reference, reference));
};
const tierOf = async ({ engine: { db, tables } }: TestApp, slug: string) => {
  const { specialists } = tables;
  const [found] = await db
    .select({ tier: specialists.tier })
    .from(specialists)
    .where(eq(specialists.slug, slug));
  if (!found) throw new Error(`no specialist ${slug}`);
  return found.tier;
};
const subscriptionsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.subscriptions).orderBy(tables.subscriptions.id);

describe('the operators’ queue', () => {
  listingsTest(
    'gathers claims, subscription requests, contact messages and unmatched enquiries',
    async ({ api, admin }) => {
      const claim = claimReceivedSchema.parse(
        await (
          await visitor(
            api,
            '/api/claims',
            ownerClaim(api.id('castle-carpets-manchester'), { tier: 'standard' }),
          )
        ).json(),
      );
      await approve(api, claim.reference);
      await visitor(api, '/api/claims', ownerClaim(api.id('castle-carpets-manchester')));
      await visitor(api, '/api/subscription-requests', {
        tier: 'standard',
        source: 'claim-checkout',
        claimReference: claim.reference,
        businessName: 'Castle Carpets',
        contactName: 'Dan Castle',
        invoiceEmail: 'accounts@castlecarpets.example',
        invoiceAddress: '12 Deansgate\nManchester\nM3 2BW',
      });
      await visitor(api, '/api/contact', {
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Listing wrong',
        message: 'The phone number on a listing is out of date.',
      });
      await visitor(api, '/api/enquiries', chatPayload({ location: 'Lerwick, Shetland' }));
      const q = await queue(api, admin);
      expect(q.claims.open).toBe(1);
      expect(q.subscriptions.open).toBe(1);
      expect(q.contactMessages).toMatchObject({ open: 1, oldest: [{ title: 'Listing wrong' }] });
      expect(q.unmatchedEnquiries.open).toBe(1);
      expect(q.unmatchedEnquiries.oldest[0]?.id).toMatch(/^enquiry-enq_/);
    },
  );

  listingsTest(
    'closes a contact message once, and activating a subscription puts the listing on its plan',
    async ({ api, admin }) => {
      await visitor(api, '/api/contact', {
        name: 'Sam',
        email: 'sam@example.com',
        message: 'Hello there',
      });
      const [message] = (await queue(api, admin)).contactMessages.oldest;
      const id = message?.id.replace('contact-', '');
      expect(
        (await asAdmin(api, admin, `/api/admin/contact-messages/${id}/handled`, {})).status,
      ).toBe(200);
      expect(
        (await asAdmin(api, admin, `/api/admin/contact-messages/${id}/handled`, {})).status,
      ).toBe(404);
      expect((await queue(api, admin)).contactMessages.open).toBe(0);

      const claim = claimReceivedSchema.parse(
        await (
          await visitor(
            api,
            '/api/claims',
            ownerClaim(api.id('castle-carpets-manchester'), { tier: 'featured' }),
          )
        ).json(),
      );
      await approve(api, claim.reference);
      await visitor(api, '/api/subscription-requests', {
        tier: 'featured',
        source: 'claim-checkout',
        claimReference: claim.reference,
        businessName: 'Castle Carpets',
        contactName: 'Dan Castle',
        invoiceEmail: 'accounts@castlecarpets.example',
        invoiceAddress: '12 Deansgate\nManchester\nM3 2BW',
      });
      const sub = (await queue(api, admin)).subscriptions.oldest[0]?.id.replace(
        'subscription-',
        '',
      );
      expect(await tierOf(api, 'castle-carpets-manchester')).not.toBe('featured');
      expect(
        (
          await asAdmin(api, admin, `/api/admin/subscription-requests/${sub}/status`, {
            status: 'paid',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await asAdmin(api, admin, `/api/admin/subscription-requests/${sub}/status`, {
            status: 'active',
          })
        ).status,
      ).toBe(200);
      expect(await tierOf(api, 'castle-carpets-manchester')).toBe('featured');
      expect((await queue(api, admin)).subscriptions.open).toBe(0);
      expect(await subscriptionsOf(api)).toEqual([
        expect.objectContaining({
          provider: 'invoice',
          tier: 'featured',
          status: 'active',
          specialistId: api.id('castle-carpets-manchester'),
        }),
      ]);
      expect(
        (
          await asAdmin(api, admin, `/api/admin/subscription-requests/${sub}/status`, {
            status: 'cancelled',
          })
        ).status,
      ).toBe(200);
      expect(await tierOf(api, 'castle-carpets-manchester')).toBe('free');
    },
  );

  listingsTest(
    'refuses to activate a request that names no listing with 400, changing nothing',
    async ({ api, admin }) => {
      const { subscriptionRequests } = api.engine.tables;
      const [request] = await api.engine.db
        .insert(subscriptionRequests)
        .values({
          reference: 'SUB-AAAAAAAA',
          tier: 'featured',
          monthlyPence: 5900,
          source: 'subscribe',
          businessName: 'Castle Carpets',
          contactName: 'Dan Castle',
          invoiceEmail: 'accounts@castlecarpets.example',
          invoiceAddress: '12 Deansgate',
        })
        .returning({ id: subscriptionRequests.id });
      const res = await asAdmin(
        api,
        admin,
        `/api/admin/subscription-requests/${request?.id}/status`,
        {
          status: 'active',
        },
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('no_listing');
      expect(body.error.message).toContain('SUB-AAAAAAAA names no listing');
      expect(await subscriptionsOf(api)).toEqual([]);
      expect(await api.engine.db.select().from(subscriptionRequests)).toEqual([
        expect.objectContaining({ id: request?.id, status: 'pending' }),
      ]);
    },
  );
});

describe('specialist messages', () => {
  listingsTest(
    'lists messages newest first, unread, and opening one marks it read',
    async ({ api, admin }) => {
      for (const subject of ['First question', 'Second question']) {
        await visitor(api, '/api/specialist-message', {
          specialistId: api.id('castle-carpets-manchester'),
          senderName: 'Priya Shah',
          senderEmail: 'priya@example.com',
          subject,
          message: 'Could you quote for about 12 square metres?',
          pageUrl: 'https://flo.example/specialist/castle-carpets-manchester',
          pageType: 'specialist_profile',
        });
      }
      const page = adminSpecialistMessagesPageSchema.parse(
        await (await asAdmin(api, admin, '/api/admin/specialist-messages')).json(),
      );
      expect(page.items.map((m) => [m.subject, m.read])).toEqual([
        ['Second question', false],
        ['First question', false],
      ]);
      const opened = adminSpecialistMessageSchema.parse(
        await (
          await asAdmin(api, admin, `/api/admin/specialist-messages/${page.items[1]?.id}`)
        ).json(),
      );
      expect(opened).toMatchObject({ subject: 'First question', read: true });
      expect((await asAdmin(api, admin, '/api/admin/specialist-messages/999999')).status).toBe(404);
    },
  );
});
