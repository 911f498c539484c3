import { changes, type EngineScope, type Steps, type Tables } from '../db/engine/index.ts';

export type NewSubscriptionRequest = Tables['subscriptionRequests']['$inferInsert'];

export function* insertSubscriptionRequest(
  on: EngineScope,
  request: NewSubscriptionRequest,
): Steps<void> {
  yield* changes(on.db.insert(on.tables.subscriptionRequests).values(request));
}
