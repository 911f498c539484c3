import type { DbExecutor } from '../db/client.ts';
import { type AuditActor, recordAudit } from './record.ts';

/**
 * Runs one change to a listing's logo or photos in a transaction with its audit record. When
 * `apply` answers undefined, false or null (nothing of that id), nothing is recorded. The
 * record names the image and what changed; the image files themselves are not kept.
 */
export function withImageAudit<T>(
  db: DbExecutor,
  actor: AuditActor,
  at: Date,
  what: {
    specialistId: number;
    action: string;
    fields: (result: NoInfer<NonNullable<T>>) => object;
    removed?: true;
  },
  apply: (tx: DbExecutor) => T,
): T {
  return db.transaction((tx) => {
    const result = apply(tx);
    if (result === undefined || result === null || result === false) return result;
    const fields = what.fields(result as NonNullable<T>);
    recordAudit(tx, actor, at, {
      entityKind: 'listing',
      entityId: what.specialistId,
      action: what.action,
      ...(what.removed ? { before: fields } : { after: fields }),
    });
    return result;
  });
}
