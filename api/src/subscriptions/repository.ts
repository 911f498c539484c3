import { subscriptionRequests } from '../db/schema.ts';
import type { DbExecutor } from '../mail/outbox.ts';

export type NewSubscriptionRequest = typeof subscriptionRequests.$inferInsert;

export function insertSubscriptionRequest(db: DbExecutor, row: NewSubscriptionRequest): void {
  db.insert(subscriptionRequests).values(row).run();
}
