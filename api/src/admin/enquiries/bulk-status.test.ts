import { adminEnquiryBulkResultSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { businesses, enquiries } from '../../db/schema.ts';
import { chatPayload } from '../../testing/enquiries.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const bulk = (api: TestApp, headers: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/enquiries/bulk-status', jsonBody(body, headers));
const statusOf = (api: TestApp, reference: string) =>
  api.db.$client.prepare('select status from enquiries where public_id = ?').pluck().get(reference);
let made = 0;
/** Three new enquiries, written straight into the table. */
function openReferences(api: TestApp): string[] {
  return Array.from({ length: 3 }, () => {
    made += 1;
    const publicId = `enq_bulk-${String(made).padStart(8, '0')}`;
    api.db
      .insert(enquiries)
      .values({ ...chatPayload(), publicId, kind: 'chat', status: 'new', createdAt: new Date() })
      .run();
    return publicId;
  });
}

describe('bulk enquiry status', () => {
  demoFileTest('closes the chosen enquiries at once and audits each', async ({ api, admin }) => {
    const [a, b, c] = openReferences(api);
    if (!a || !b || !c) throw new Error('three enquiries were made');
    const res = await bulk(api, admin, { references: [a, b, 'enq_no-such-one'], status: 'closed' });
    expect(res.status).toBe(200);
    expect(adminEnquiryBulkResultSchema.parse(await res.json())).toEqual({
      results: [
        { reference: a, outcome: 'changed' },
        { reference: b, outcome: 'changed' },
        { reference: 'enq_no-such-one', outcome: 'not_found' },
      ],
      changed: 2,
    });
    expect([a, b, c].map((r) => statusOf(api, r))).toEqual(['closed', 'closed', 'new']);
    const audited = api.db.$client
      .prepare(
        "select count(*) from audit_log where action = 'enquiry.status' and entity_id in (?, ?)",
      )
      .pluck()
      .get(a, b);
    expect(audited).toBe(2);
    const again = await bulk(api, admin, { references: [a], status: 'closed' });
    expect(adminEnquiryBulkResultSchema.parse(await again.json()).results).toEqual([
      { reference: a, outcome: 'unchanged' },
    ]);
  });

  demoFileTest('refuses bad input and other roles, changing nothing', async ({ api, admin }) => {
    const [a] = openReferences(api);
    if (!a) throw new Error('an enquiry was made');
    for (const body of [
      { references: [], status: 'closed' },
      { references: [a, a], status: 'closed' },
      { references: [a], status: 'lost' },
      { references: ['not-a-reference'], status: 'closed' },
      { references: Array.from({ length: 201 }, (_, i) => `enq_${i}`), status: 'closed' },
    ]) {
      expect((await bulk(api, admin, body)).status).toBe(400);
    }
    const business = api.db.select().from(businesses).limit(1).get();
    const token = createSession(api.db, 'business', business?.id ?? 0, new Date());
    const asBusiness = { authorization: `Bearer ${token}` };
    expect((await bulk(api, asBusiness, { references: [a], status: 'closed' })).status).toBe(401);
    expect(statusOf(api, a)).toBe('new');
  });
});
