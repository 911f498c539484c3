import { adminQueueCountsSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { statementPlans } from '../../testing/query-plans.ts';
import { queueCounts } from './repository.ts';

const PATH = '/api/admin/queue-counts';

describe('GET /api/admin/queue-counts', () => {
  demoFileTest('answers 401 without an admin session', async ({ api }) => {
    const res = await api.app.request(PATH);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  demoFileTest(
    'counts what waits in each queue, and a read message leaves it',
    async ({ api, admin }) => {
      const raw = (query: string) => api.db.$client.prepare(query).pluck().get() as number;
      const counts = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(counts).toEqual({
        reviews: raw("select count(*) from reviews where status = 'pending'"),
        claims: raw("select count(*) from claim_requests where status = 'pending'"),
        recentChanges: raw(
          "select count(*) from audit_log where actor_kind = 'business' and entity_kind = 'listing' and reviewed_at is null",
        ),
        specialistMessages: raw('select count(*) from specialist_messages where read_at is null'),
        failedMail: raw("select count(*) from mail_outbox where status = 'failed'"),
      });
      expect(counts.reviews).toBeGreaterThan(0);

      const unread = api.db.$client
        .prepare(`insert into specialist_messages (specialist_id, sender_name, sender_email, subject,
          message, page_url, page_type, created_at)
        values ((select id from specialists limit 1), 'Ann', 'ann@example.com', 'Oak floor',
          'Can you quote?', '/', 'home', 0)`)
        .run().lastInsertRowid;
      const before = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(before.specialistMessages).toBe(counts.specialistMessages + 1);
      await api.app.request(`/api/admin/specialist-messages/${unread}`, { headers: admin });
      const after = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(after.specialistMessages).toBe(counts.specialistMessages);
    },
  );

  demoFileTest('counts each queue along an index, scanning no table', ({ api }) => {
    const [plan = []] = statementPlans(api.db, () => runOnSqliteNow(api.db, queueCounts));
    expect(plan.filter((step) => /^SCAN [^C]|^SEARCH/.test(step))).toEqual([
      expect.stringMatching(
        /^SEARCH reviews USING COVERING INDEX reviews_status_created_idx \(status=\?\)/,
      ),
      expect.stringMatching(
        /^SEARCH claim_requests USING COVERING INDEX claim_requests_status_idx \(status=\?\)/,
      ),
      expect.stringMatching(
        /^SEARCH audit_log USING COVERING INDEX audit_log_queue_idx \(actor_kind=\? AND entity_kind=\? AND reviewed_at=\?\)/,
      ),
      expect.stringMatching(
        /^SCAN specialist_messages USING (COVERING )?INDEX specialist_messages_unread_idx/,
      ),
      expect.stringMatching(
        /^SEARCH mail_outbox USING COVERING INDEX mail_outbox_(status_created|due)_idx \(status=\?\)/,
      ),
    ]);
  });
});
