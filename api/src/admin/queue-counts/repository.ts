import type { AdminQueueCounts } from '@flo/contract';
import { sql } from 'drizzle-orm';
import { type EngineScope, type Steps, sqlRows } from '../../db/engine/index.ts';

/**
 * Each queue's count as one statement, each a count over an index: reviews and mail by status
 * (`reviews_status_created_idx`, `mail_outbox_status_created_idx`), claims by status
 * (`claim_requests_status_idx`), businesses' unreviewed listing edits (`audit_log_queue_idx`)
 * and unread messages (the partial `specialist_messages_unread_idx`, migration 0033). The
 * counts are numbers on SQLite and bigint strings from node-postgres, made numbers here.
 */
export function* queueCounts(_on: EngineScope): Steps<AdminQueueCounts> {
  const [found] = yield* sqlRows<Record<keyof AdminQueueCounts, unknown>>(sql`select
    (select count(*) from reviews where status = 'pending') as "reviews",
    (select count(*) from claim_requests where status = 'pending') as "claims",
    (select count(*) from audit_log where actor_kind = 'business' and entity_kind = 'listing'
      and reviewed_at is null) as "recentChanges",
    (select count(*) from specialist_messages where read_at is null) as "specialistMessages",
    (select count(*) from mail_outbox where status = 'failed') as "failedMail"`);
  return {
    reviews: Number(found?.reviews ?? 0),
    claims: Number(found?.claims ?? 0),
    recentChanges: Number(found?.recentChanges ?? 0),
    specialistMessages: Number(found?.specialistMessages ?? 0),
    failedMail: Number(found?.failedMail ?? 0),
  };
}
