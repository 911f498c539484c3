import { type AuditActor, audited } from '../audit/record.ts';
import { listingFields } from '../audit/snapshots.ts';
import { leadAddressChangeNotice } from '../business-dashboard/lead-address.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { findListing, type ListingChanges, updateListing } from './repository.ts';

/**
 * Writes a business's changes to its own listing with their audit entry and, when its lead
 * address moved, the notice to the old address, in one unit of work (run it with
 * `engine.commit`).
 *
 * @example
 * await engine.commit(updateProfile, businessActor(business), specialistId, { phone }, now, publicUrl);
 */
export function* updateProfile(
  on: EngineScope,
  actor: AuditActor,
  specialistId: number,
  changes: ListingChanges,
  at: Date,
  publicUrl: string,
): Steps<void> {
  const before = yield* findListing(on, specialistId);
  yield* audited(
    on,
    actor,
    at,
    {
      entityKind: 'listing',
      entityId: specialistId,
      action: 'listing.update',
      read: (on) => listingFields(on, specialistId),
    },
    (on) => updateListing(on, specialistId, changes),
  );
  if (before && changes.email) {
    const change = { name: before.name, from: before.email, to: changes.email };
    yield* leadAddressChangeNotice(on, { ...change, publicUrl }, at);
  }
}
