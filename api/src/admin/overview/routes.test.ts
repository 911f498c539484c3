import { adminOverviewSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { chatPayload } from '../../testing/enquiries.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const overview = async (api: TestApp, admin: Record<string, string>) =>
  adminOverviewSchema.parse(
    await (await api.app.request('/api/admin/overview', { headers: admin })).json(),
  );

describe('GET /api/admin/overview', () => {
  demoFileTest('counts what the database holds', async ({ api, admin }) => {
    const { db, tables } = api.engine;
    const { reviews, specialists } = tables;
    const o = await overview(api, admin);
    expect(o.specialists.active).toBe(
      await db.$count(specialists, eq(specialists.status, 'active')),
    );
    expect(o.pendingReviews).toBe(await db.$count(reviews, eq(reviews.status, 'pending')));
    expect(o.pendingReviews).toBeGreaterThan(0);
  });

  demoFileTest(
    'counts a new enquiry today, and an unmatched one as open',
    async ({ api, admin }) => {
      const before = await overview(api, admin);
      await api.app.request(
        '/api/enquiries',
        jsonBody(chatPayload({ location: 'Lerwick, Shetland' })),
      );
      const after = await overview(api, admin);
      expect(after.enquiries.last7Days).toBe(before.enquiries.last7Days + 1);
      expect(after.enquiries.unmatchedOpen).toBe(before.enquiries.unmatchedOpen + 1);
      expect(after.enquiries.last30Days).toBe(before.enquiries.last30Days + 1);
    },
  );
});
