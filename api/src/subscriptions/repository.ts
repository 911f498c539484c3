import type { DbExecutor } from '../db/client.ts';
import { subscriptionRequests } from '../db/schema.ts';

export type NewSubscriptionRequest = typeof subscriptionRequests.$inferInsert;

export function insertSubscriptionRequest(db: DbExecutor, row: NewSubscriptionRequest): void {
  db.insert(subscriptionRequests).values(row).run();
}
