import { articleListSchema, quoteSchema, reviewInviteSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, quotes, reviewInvites, specialistServices } from '../db/schema.ts';
import { insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDemoData } from './demo.ts';
import { seedSiteContent } from './site-content.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
/** Known tokens, for tests only: the demo seed's tokens are random. */
const testToken = (purpose: string) => `test-token-${purpose}-0123456789`;

let t: TestApp;
beforeEach(() => {
  t = createTestApp({ now: () => NOW });
});
afterEach(() => t.close());

describe('seedSiteContent on the directory fixture, with known tokens', () => {
  let ids: Record<string, number>;
  beforeEach(() => {
    ids = insertDirectoryFixture(t.db).ids;
    for (const slug of ['castle-carpets-manchester', 'premier-carpets-manchester']) {
      t.db
        .insert(specialistServices)
        .values({ specialistId: ids[slug] ?? 0, serviceSlug: 'hardwood', label: 'Oak Floors' })
        .run();
    }
    seedSiteContent(t.db, { now: NOW, token: testToken });
  });

  it('adds two working review links for the demo specialist', async () => {
    const oak = ids['oakbridge-flooring-manchester'];
    const res = await t.app.request(`/api/review-invites/${oak}/${testToken('review-invite-2')}`);
    expect(reviewInviteSchema.parse(await res.json())).toMatchObject({
      valid: true,
      customerName: 'Tom Whitfield',
      specialistSlug: 'oakbridge-flooring-manchester',
    });
    expect(t.db.select().from(reviewInvites).all()).toHaveLength(2);
  });

  it('adds a posted job with a pending, a declined and an expired quote', async () => {
    const [job] = t.db.select().from(enquiries).all();
    expect(job).toMatchObject({
      kind: 'job',
      publicId: 'enq_demo-oak-floor-job',
      status: 'matched',
    });
    const rows = t.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, job?.id ?? 0))
      .all();
    const statusOf = async (specialistId: number | undefined, purpose: string) => {
      const row = rows.find((q) => q.specialistId === specialistId);
      const res = await t.app.request(`/api/quotes/${row?.publicId}?token=${testToken(purpose)}`);
      return quoteSchema.parse(await res.json());
    };
    const pending = await statusOf(ids['oakbridge-flooring-manchester'], 'quote-pending');
    expect(pending).toMatchObject({ status: 'pending', amount: '£3,120.00' });
    expect((await statusOf(ids['castle-carpets-manchester'], 'quote-declined')).status).toBe(
      'declined',
    );
    expect((await statusOf(ids['premier-carpets-manchester'], 'quote-expired')).status).toBe(
      'expired',
    );
  });
});

describe('seedDemoData', () => {
  it('publishes the six guides and the demo links, quotes and job, with random tokens', async () => {
    seedDemoData(t.db, { now: NOW });
    const { articles } = articleListSchema.parse(
      await (await t.app.request('/api/content')).json(),
    );
    expect(articles).toHaveLength(6);
    expect(t.db.select().from(reviewInvites).all()).toHaveLength(2);
    expect(
      t.db
        .select({ status: quotes.status })
        .from(quotes)
        .all()
        .map((q) => q.status)
        .sort(),
    ).toEqual(['declined', 'pending', 'pending']);
    const oak = t.db.select().from(reviewInvites).get()?.specialistId;
    const res = await t.app.request(`/api/review-invites/${oak}/${testToken('review-invite-1')}`);
    expect(res.status).toBe(404);
  });
});
