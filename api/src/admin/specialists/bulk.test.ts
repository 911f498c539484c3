import { adminSpecialistBulkResultSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { businesses } from '../../db/schema.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const bulk = (api: TestApp, headers: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/specialists/bulk', jsonBody(body, headers));
const rowsOf = (api: TestApp, ids: number[]) =>
  ids.map(
    (id) =>
      api.db.$client
        .prepare('select status, suspended_reason as reason, tier from specialists where id = ?')
        .get(id) as { status: string; reason: string | null; tier: string },
  );
/** Three active free listings from the middle of the demo directory. */
const freeListings = (api: TestApp) =>
  api.db.$client
    .prepare(
      "select id from specialists where status = 'active' and tier = 'free' order by id limit 3 offset 5",
    )
    .pluck()
    .all() as number[];

describe('bulk listing changes', () => {
  demoFileTest('features, suspends and reinstates the chosen listings', async ({ api, admin }) => {
    const ids = freeListings(api);
    const [a, b, c] = ids;
    if (!a || !b || !c) throw new Error('the demo has free listings');
    const featured = await bulk(api, admin, { action: 'tier', ids: [a, b], tier: 'featured' });
    expect(adminSpecialistBulkResultSchema.parse(await featured.json()).changed).toBe(2);
    expect(rowsOf(api, ids).map((r) => r.tier)).toEqual(['featured', 'featured', 'free']);

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
    expect(rowsOf(api, [b, c])).toMatchObject([
      { status: 'suspended', reason: 'Trading standards complaint' },
      { status: 'suspended', reason: 'Trading standards complaint' },
    ]);
    const reinstated = await bulk(api, admin, { action: 'reinstate', ids: [a, b] });
    expect(adminSpecialistBulkResultSchema.parse(await reinstated.json()).results).toEqual([
      { id: a, outcome: 'unchanged' },
      { id: b, outcome: 'changed' },
    ]);
    expect(rowsOf(api, [b])).toMatchObject([{ status: 'active', reason: null }]);
    const audited = api.db.$client
      .prepare("select count(*) from audit_log where action = 'listing.update' and entity_id = ?")
      .pluck()
      .get(String(b));
    expect(audited).toBe(3);
  });

  demoFileTest('refuses bad input and other roles, changing nothing', async ({ api, admin }) => {
    const ids = freeListings(api).slice(2);
    const before = rowsOf(api, ids);
    for (const body of [
      { action: 'suspend', ids },
      { action: 'tier', ids, tier: 'gold' },
      { action: 'reinstate', ids: [] },
      { action: 'delete', ids },
      { action: 'reinstate', ids: [...ids, ...ids] },
    ]) {
      expect((await bulk(api, admin, body)).status).toBe(400);
    }
    const business = api.db.select().from(businesses).limit(1).get();
    const token = createSession(api.db, 'business', business?.id ?? 0, new Date());
    const asBusiness = { authorization: `Bearer ${token}` };
    expect((await bulk(api, asBusiness, { action: 'reinstate', ids })).status).toBe(401);
    expect(rowsOf(api, ids)).toEqual(before);
  });
});
