import { adminQueueCountsSchema } from '@flo/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { demoFileTest } from '../../testing/fixtures.ts';
import { testDialect } from '../../testing/open-test-app.ts';
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
      const { db, tables } = api.engine;
      const { auditLog, claimRequests, mailOutbox, reviews, specialistMessages } = tables;
      const counts = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(counts).toEqual({
        reviews: await db.$count(reviews, eq(reviews.status, 'pending')),
        claims: await db.$count(claimRequests, eq(claimRequests.status, 'pending')),
        recentChanges: await db.$count(
          auditLog,
          and(
            eq(auditLog.actorKind, 'business'),
            eq(auditLog.entityKind, 'listing'),
            isNull(auditLog.reviewedAt),
          ),
        ),
        specialistMessages: await db.$count(specialistMessages, isNull(specialistMessages.readAt)),
        failedMail: await db.$count(mailOutbox, eq(mailOutbox.status, 'failed')),
      });
      expect(counts.reviews).toBeGreaterThan(0);

      const [specialist] = await db
        .select({ id: tables.specialists.id })
        .from(tables.specialists)
        .orderBy(tables.specialists.id)
        .limit(1);
      const [unread] = await db
        .insert(specialistMessages)
        .values({
          specialistId: specialist?.id ?? 0,
          senderName: 'Ann',
          senderEmail: 'ann@example.com',
          subject: 'Oak floor',
          message: 'Can you quote?',
          pageUrl: '/',
          pageType: 'home',
          createdAt: new Date(0),
        })
        .returning({ id: specialistMessages.id });
      const before = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(before.specialistMessages).toBe(counts.specialistMessages + 1);
      await api.app.request(`/api/admin/specialist-messages/${unread?.id}`, { headers: admin });
      const after = adminQueueCountsSchema.parse(
        await (await api.app.request(PATH, { headers: admin })).json(),
      );
      expect(after.specialistMessages).toBe(counts.specialistMessages);
    },
  );

  // A SQLite query plan: PostgreSQL plans by its statistics, not by a fixed choice.
  demoFileTest.runIf(testDialect() === 'sqlite')(
    'counts each queue along an index, scanning no table',
    ({ api }) => {
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
    },
  );
});
