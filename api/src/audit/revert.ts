import {
  type ListingChanges,
  serviceNamesOf,
  updateListing,
} from '../business-profile/repository.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { type AuditActor, auditEntry, CUT_MARK } from './record.ts';
import { findBusinessEdit, laterChangeOf, markReviewed } from './repository.ts';
import { listingFields } from './snapshots.ts';

/** The listing fields a business edits, and so the ones a revert can put back. */
const REVERTIBLE = new Set([
  'description',
  'email',
  'phone',
  'website',
  'areas',
  'serviceRadiusMiles',
  'services',
]);

const cut = (value: unknown) =>
  (typeof value === 'string' && value.endsWith(CUT_MARK)) ||
  (Array.isArray(value) && value.some(cut));

/** The before values of an edit as a listing update; 409 when they cannot be put back. */
function* changesToRestore(
  on: EngineScope,
  before: Record<string, unknown>,
): Steps<ListingChanges> {
  const fields = Object.keys(before);
  if (fields.length === 0 || fields.some((f) => !REVERTIBLE.has(f) || cut(before[f]))) {
    throw new HttpError(
      409,
      'not_revertible',
      'This change cannot be put back from here; edit the listing instead',
    );
  }
  const { services, ...columns } = before as Omit<ListingChanges, 'services'> & {
    services?: string[];
  };
  const changes: ListingChanges = { ...columns };
  if (services) {
    const names = yield* serviceNamesOf(on, services);
    changes.services = services.map((slug) => ({ slug, label: names.get(slug) ?? slug }));
  }
  return changes;
}

/**
 * Puts a business's listing edit back: its before values go through the same listing update a
 * business's own edit takes, the revert is recorded as the admin's change, and the edit is
 * marked reviewed as reverted, all in one transaction. 409 when the listing changed again
 * since (naming that change), when the edit was reviewed already, or when it holds no fields
 * a business edits; thrown, they roll the unit of work back.
 *
 * @example
 * await engine.commit(revertBusinessEdit, 7, adminActor(admin), new Date());
 */
export function* revertBusinessEdit(
  on: EngineScope,
  id: number,
  admin: AuditActor,
  at: Date,
): Steps<void> {
  const edit = yield* findBusinessEdit(on, id);
  if (!edit) throw notFound('Change');
  if (edit.reviewedAt) {
    throw new HttpError(409, 'already_reviewed', 'This change has been reviewed already');
  }
  const newer = yield* laterChangeOf(on, edit);
  if (newer) {
    const fields = Object.keys(JSON.parse(newer.afterJson ?? newer.beforeJson ?? '{}'));
    throw new HttpError(
      409,
      'changed_since',
      `The listing changed again on ${newer.at.toISOString()} by ${newer.actorLabel} (${
        fields.join(', ') || newer.action
      }, change ${newer.id}); review that change first`,
    );
  }
  const specialistId = Number(edit.entityId);
  const changes = yield* changesToRestore(on, JSON.parse(edit.beforeJson ?? '{}'));
  const before = yield* listingFields(on, specialistId);
  if (!before) throw notFound('Specialist');
  yield* updateListing(on, specialistId, changes);
  yield* auditEntry(on, admin, at, {
    entityKind: 'listing',
    entityId: specialistId,
    action: 'listing.revert',
    before,
    after: yield* listingFields(on, specialistId),
  });
  yield* markReviewed(on, id, { at, by: admin.label, outcome: 'reverted' });
}
