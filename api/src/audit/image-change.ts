import type { EngineScope, Steps } from '../db/engine/index.ts';
import { type AuditActor, auditEntry } from './record.ts';

/** The listing an image change is to, its action and the fields its record names. */
export interface ImageChange<T> {
  specialistId: number;
  action: string;
  fields: (result: NonNullable<T>) => object;
  removed?: true;
}

/**
 * One change to a listing's logo or photos with its audit record, as a step of a unit of work
 * (ADR 050): run it through `engine.commit` so the two commit together. When `apply` answers
 * undefined, false or null (nothing of that id), nothing is recorded. The record names the
 * image and what changed; the image files themselves are not kept.
 *
 * @example
 * const removed = await engine.commit(imageAudited, actor, now,
 *   { specialistId, action: 'logo.remove', fields: () => ({ logo: 'removed' }), removed: true },
 *   (on) => deleteLogo(on, specialistId));
 */
export function* imageAudited<T>(
  on: EngineScope,
  actor: AuditActor,
  at: Date,
  what: ImageChange<T>,
  apply: (on: EngineScope) => Steps<T>,
): Steps<T> {
  const result = yield* apply(on);
  if (result === undefined || result === null || result === false) return result;
  const fields = what.fields(result as NonNullable<T>);
  yield* auditEntry(on, actor, at, {
    entityKind: 'listing',
    entityId: what.specialistId,
    action: what.action,
    ...(what.removed ? { before: fields } : { after: fields }),
  });
  return result;
}
