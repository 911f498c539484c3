import { adminSpecialistBulkResultSchema } from '@flo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { signIn } from '../../testing/accounts.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const bulk = (api: TestApp, headers: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/specialists/bulk', jsonBody(body, headers));
/** The listings' status, suspension reason and tier, in the order of `ids`. */
async function rowsOf({ engine: { db, tables } }: TestApp, ids: number[]) {
  const { specialists } = tables;
  const found = await db
    .select({
      id: specialists.id,
      status: specialists.status,
      reason: specialists.suspendedReason,
      tier: specialists.tier,
    })
    .from(specialists)
    .where(inArray(specialists.id, ids));
  return ids.map((id) => {
    const listing = found.find((row) => row.id === id);
    if (!listing) throw new Error(`no listing ${id}`);
    const { status, reason, tier } = listing;
    return { status, reason, tier };
  });
}
/** Three active free listings from the middle of the demo directory. */
async function freeListings({ engine: { db, tables } }: TestApp) {
  const { specialists } = tables;
  const found = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.status, 'active'), eq(specialists.tier, 'free')))
    .orderBy(specialists.id)
    .limit(3)
    .offset(5);
  return found.map((row) => row.id);
}

describe('bulk listing changes', () => {
  demoFileTest('features, suspends and reinstates the chosen listings', async ({ api, admin }) => {
    const ids = await freeListings(api);
    const [a, b, c] = ids;
    if (!a || !b || !c) throw new Error('the demo has free listings');
    const featured = await bulk(api, admin, { action: 'tier', ids: [a, b], tier: 'featured' });
    expect(adminSpecialistBulkResultSchema.parse(await featured.json()).changed).toBe(2);
    expect((await rowsOf(api, ids)).map((r) => r.tier)).toEqual(['featured', 'featured', 'free']);

    const suspended = await bulk(api, admin, {
      action: 'suspend',
      ids: [b, c, 99_999_999],
      reason: 'Trading standards complaint',
    });
    expect(adminSpecialistBulkResultSchema.parse(await suspended.json()).results).toEqual([
      { id: b, outcome: 'changed' },
      { id: c, outcome: 'changed' },
      { id: 99_999_999, outcome: 'not_found' },
    ]);
    expect(await rowsOf(api, [b, c])).toMatchObject([
      { status: 'suspended', reason: 'Trading standards complaint' },
      { status: 'suspended', reason: 'Trading standards complaint' },
    ]);
    const reinstated = await bulk(api, admin, { action: 'reinstate', ids: [a, b] });
    expect(adminSpecialistBulkResultSchema.parse(await reinstated.json()).results).toEqual([
      { id: a, outcome: 'unchanged' },
      { id: b, outcome: 'changed' },
    ]);
    expect(await rowsOf(api, [b])).toMatchObject([{ status: 'active', reason: null }]);
    const { auditLog } = api.engine.tables;
    const audited = await api.engine.db.$count(
      auditLog,
      and(eq(auditLog.action, 'listing.update'), eq(auditLog.entityId, String(b))),
    );
    expect(audited).toBe(3);
  });

  demoFileTest('refuses bad input and other roles, changing nothing', async ({ api, admin }) => {
    const ids = (await freeListings(api)).slice(2);
    const before = await rowsOf(api, ids);
    for (const body of [
      { action: 'suspend', ids },
      { action: 'tier', ids, tier: 'gold' },
      { action: 'reinstate', ids: [] },
      { action: 'delete', ids },
      { action: 'reinstate', ids: [...ids, ...ids] },
    ]) {
      expect((await bulk(api, admin, body)).status).toBe(400);
    }
    const { businesses } = api.engine.tables;
    const [business] = await api.engine.db
      .select()
      .from(businesses)
      .orderBy(businesses.id)
      .limit(1);
    if (!business) throw new Error('the demo has a business login');
    const token = await signIn(api.engine, 'business', business.id, new Date());
    const asBusiness = { authorization: `Bearer ${token}` };
    expect((await bulk(api, asBusiness, { action: 'reinstate', ids })).status).toBe(401);
    expect(await rowsOf(api, ids)).toEqual(before);
  });
});
