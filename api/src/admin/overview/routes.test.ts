import { adminOverviewSchema } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { openSeededDemoDb, type SeededDemoDb } from '../../testing/demo-db.ts';
import { chatPayload } from '../../testing/enquiries.ts';
import { jsonBody } from '../../testing/test-app.ts';

let db: SeededDemoDb;
let admin: Record<string, string>;
beforeAll(async () => {
  db = openSeededDemoDb();
  const token = createSession(db.t.db, 'admin', await insertAdmin(db.t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => db.t.close());

const overview = async () =>
  adminOverviewSchema.parse(
    await (await db.t.app.request('/api/admin/overview', { headers: admin })).json(),
  );

describe('GET /api/admin/overview', () => {
  it('counts what the database holds and charts 30 days ending today', async () => {
    const o = await overview();
    expect(o.specialists.active).toBe(
      db.count(`select count(*) from specialists where status = 'active'`),
    );
    expect(o.pendingReviews).toBe(
      db.count(`select count(*) from reviews where status = 'pending'`),
    );
    expect(o.enquiriesPerDay).toHaveLength(30);
    expect(o.enquiriesPerDay.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('counts a new enquiry today, and an unmatched one as open', async () => {
    const before = await overview();
    await db.t.app.request(
      '/api/enquiries',
      jsonBody(chatPayload({ location: 'Lerwick, Shetland' })),
    );
    const after = await overview();
    expect(after.enquiries.last7Days).toBe(before.enquiries.last7Days + 1);
    expect(after.enquiries.unmatchedOpen).toBe(before.enquiries.unmatchedOpen + 1);
    expect(after.enquiriesPerDay.at(-1)?.enquiries).toBe(
      (before.enquiriesPerDay.at(-1)?.enquiries ?? 0) + 1,
    );
  });
});
