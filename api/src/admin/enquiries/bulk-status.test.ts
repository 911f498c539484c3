import { adminEnquiryBulkResultSchema } from '@flo/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { signIn } from '../../testing/accounts.ts';
import { chatPayload } from '../../testing/enquiries.ts';
import { businessAccountTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const bulk = (api: TestApp, headers: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/enquiries/bulk-status', jsonBody(body, headers));
async function statusOf({ engine: { db, tables } }: TestApp, reference: string) {
  const [row] = await db
    .select({ status: tables.enquiries.status })
    .from(tables.enquiries)
    .where(eq(tables.enquiries.publicId, reference));
  return row?.status;
}
let made = 0;
/** Three new enquiries, written straight into the table. */
async function openReferences({ engine: { db, tables } }: TestApp): Promise<string[]> {
  const references = Array.from({ length: 3 }, () => {
    made += 1;
    return `enq_bulk-${String(made).padStart(8, '0')}`;
  });
  await db.insert(tables.enquiries).values(
    references.map((publicId) => ({
      ...chatPayload(),
      publicId,
      kind: 'chat' as const,
      status: 'new' as const,
      createdAt: new Date(),
    })),
  );
  return references;
}

describe('bulk enquiry status', () => {
  businessAccountTest(
    'closes the chosen enquiries at once and audits each',
    async ({ api, admin }) => {
      const [a, b, c] = await openReferences(api);
      if (!a || !b || !c) throw new Error('three enquiries were made');
      const res = await bulk(api, admin, {
        references: [a, b, 'enq_no-such-one'],
        status: 'closed',
      });
      expect(res.status).toBe(200);
      expect(adminEnquiryBulkResultSchema.parse(await res.json())).toEqual({
        results: [
          { reference: a, outcome: 'changed' },
          { reference: b, outcome: 'changed' },
          { reference: 'enq_no-such-one', outcome: 'not_found' },
        ],
        changed: 2,
      });
      expect(await Promise.all([a, b, c].map((r) => statusOf(api, r)))).toEqual([
        'closed',
        'closed',
        'new',
      ]);
      const { auditLog } = api.engine.tables;
      const [audited] = await api.engine.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'enquiry.status'), inArray(auditLog.entityId, [a, b])));
      expect(audited?.n).toBe(2);
      const again = await bulk(api, admin, { references: [a], status: 'closed' });
      expect(adminEnquiryBulkResultSchema.parse(await again.json()).results).toEqual([
        { reference: a, outcome: 'unchanged' },
      ]);
    },
  );

  businessAccountTest(
    'refuses bad input and other roles, changing nothing',
    async ({ api, admin, account }) => {
      const [a] = await openReferences(api);
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
      const token = await signIn(api.engine, 'business', account.businessId, new Date());
      const asBusiness = { authorization: `Bearer ${token}` };
      expect((await bulk(api, asBusiness, { references: [a], status: 'closed' })).status).toBe(401);
      expect(await statusOf(api, a)).toBe('new');
    },
  );
});
