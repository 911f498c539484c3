import {
  adminQueueSchema,
  adminSpecialistMessageSchema,
  adminSpecialistMessagesPageSchema,
  claimReceivedSchema,
} from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { chatPayload } from '../../testing/enquiries.ts';
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

const visitor = (path: string, body: unknown) =>
  t.app.request(path, jsonBody(body, { 'x-test-client-ip': '203.0.113.9' }));
const asAdmin = (path: string, body?: unknown) =>
  t.app.request(path, body === undefined ? { headers: admin } : jsonBody(body, admin));
const queue = async () => adminQueueSchema.parse(await (await asAdmin('/api/admin/queue')).json());
const tierOf = (slug: string) =>
  (
    t.db.$client.prepare('select tier from specialists where slug = ?').get(slug) as {
      tier: string;
    }
  ).tier;

describe('the operators’ queue', () => {
  it('gathers claims, subscription requests, contact messages and unmatched enquiries', async () => {
    const claim = claimReceivedSchema.parse(
      await (
        await visitor(
          '/api/claims',
          ownerClaim(t.id('castle-carpets-manchester'), { tier: 'standard' }),
        )
      ).json(),
    );
    await visitor('/api/subscription-requests', {
      tier: 'standard',
      source: 'claim-checkout',
      claimReference: claim.reference,
      businessName: 'Castle Carpets',
      contactName: 'Dan Castle',
      invoiceEmail: 'accounts@castlecarpets.example',
      invoiceAddress: '12 Deansgate\nManchester\nM3 2BW',
    });
    await visitor('/api/contact', {
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Listing wrong',
      message: 'The phone number on a listing is out of date.',
    });
    await visitor('/api/enquiries', chatPayload({ location: 'Lerwick, Shetland' }));
    const q = await queue();
    expect(q.claims.open).toBe(1);
    expect(q.subscriptions.open).toBe(1);
    expect(q.contactMessages).toMatchObject({ open: 1, oldest: [{ title: 'Listing wrong' }] });
    expect(q.unmatchedEnquiries.open).toBe(1);
    expect(q.unmatchedEnquiries.oldest[0]?.id).toMatch(/^enquiry-enq_/);
  });

  it('closes a contact message once, and activating a subscription puts the listing on its plan', async () => {
    await visitor('/api/contact', {
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Hello there',
    });
    const [message] = (await queue()).contactMessages.oldest;
    const id = message?.id.replace('contact-', '');
    expect((await asAdmin(`/api/admin/contact-messages/${id}/handled`, {})).status).toBe(200);
    expect((await asAdmin(`/api/admin/contact-messages/${id}/handled`, {})).status).toBe(404);
    expect((await queue()).contactMessages.open).toBe(0);

    const claim = claimReceivedSchema.parse(
      await (
        await visitor(
          '/api/claims',
          ownerClaim(t.id('castle-carpets-manchester'), { tier: 'featured' }),
        )
      ).json(),
    );
    await visitor('/api/subscription-requests', {
      tier: 'featured',
      source: 'claim-checkout',
      claimReference: claim.reference,
      businessName: 'Castle Carpets',
      contactName: 'Dan Castle',
      invoiceEmail: 'accounts@castlecarpets.example',
      invoiceAddress: '12 Deansgate\nManchester\nM3 2BW',
    });
    const sub = (await queue()).subscriptions.oldest[0]?.id.replace('subscription-', '');
    expect(tierOf('castle-carpets-manchester')).not.toBe('featured');
    expect(
      (await asAdmin(`/api/admin/subscription-requests/${sub}/status`, { status: 'paid' })).status,
    ).toBe(400);
    expect(
      (await asAdmin(`/api/admin/subscription-requests/${sub}/status`, { status: 'active' }))
        .status,
    ).toBe(200);
    expect(tierOf('castle-carpets-manchester')).toBe('featured');
    expect((await queue()).subscriptions.open).toBe(0);
  });
});

describe('specialist messages', () => {
  it('lists messages newest first, unread, and opening one marks it read', async () => {
    for (const subject of ['First question', 'Second question']) {
      await visitor('/api/specialist-message', {
        specialistId: t.id('castle-carpets-manchester'),
        senderName: 'Priya Shah',
        senderEmail: 'priya@example.com',
        subject,
        message: 'Could you quote for about 12 square metres?',
        pageUrl: 'https://flo.example/specialist/castle-carpets-manchester',
        pageType: 'specialist_profile',
      });
    }
    const page = adminSpecialistMessagesPageSchema.parse(
      await (await asAdmin('/api/admin/specialist-messages')).json(),
    );
    expect(page.items.map((m) => [m.subject, m.read])).toEqual([
      ['Second question', false],
      ['First question', false],
    ]);
    const opened = adminSpecialistMessageSchema.parse(
      await (await asAdmin(`/api/admin/specialist-messages/${page.items[1]?.id}`)).json(),
    );
    expect(opened).toMatchObject({ subject: 'First question', read: true });
    expect((await asAdmin('/api/admin/specialist-messages/999999')).status).toBe(404);
  });
});
