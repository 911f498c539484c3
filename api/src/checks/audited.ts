import type { Admin } from '@flo/contract';
import { adminActor, auditEntry } from '../audit/record.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import { insertCheck, type NewCheck, removeCheck } from './repository.ts';

/*
 * An operator's change to a listing's checks with its audit entry, one unit of work each
 * (ADR 039, 050): run through `engine.commit`, the change and its record commit together.
 */

/**
 * Records a check an operator saw, and its audit entry; answers the check's id.
 *
 * @example
 * const checkId = await engine.commit(recordCheck, 7, check, admin, new Date());
 */
export function* recordCheck(
  on: EngineScope,
  specialistId: number,
  check: NewCheck,
  admin: Pick<Admin, 'id' | 'email'>,
  at: Date,
): Steps<number> {
  const checkId = yield* insertCheck(on, specialistId, check, admin.id);
  yield* auditEntry(on, adminActor(admin), at, {
    entityKind: 'listing',
    entityId: specialistId,
    action: 'check.add',
    after: { checkId, ...check },
  });
  return checkId;
}

/**
 * Takes a standing check off the profile (its row stays, marked with who removed it), and
 * records that; false, recording nothing, when the listing has no such check.
 *
 * @example
 * if (!(await engine.commit(withdrawCheck, 7, 3, admin, new Date()))) throw notFound('Check');
 */
export function* withdrawCheck(
  on: EngineScope,
  specialistId: number,
  checkId: number,
  admin: Pick<Admin, 'id' | 'email'>,
  at: Date,
): Steps<boolean> {
  if (!(yield* removeCheck(on, specialistId, checkId, admin.id, at))) return false;
  yield* auditEntry(on, adminActor(admin), at, {
    entityKind: 'listing',
    entityId: specialistId,
    action: 'check.remove',
    before: { checkId },
  });
  return true;
}
