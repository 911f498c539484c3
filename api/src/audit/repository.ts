import { type AdminAuditQuery, AUDIT_PAGE_SIZE, type AuditEntry } from '@flo/contract';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { auditLog, specialists } from '../db/schema.ts';

const DAY_MS = 86_400_000;
type AuditRow = typeof auditLog.$inferSelect;

const parse = (json: string | null): Record<string, unknown> =>
  json ? (JSON.parse(json) as Record<string, unknown>) : {};

/** An entry as the console shows it: each changed field with its value before and after. */
export function entryView(row: AuditRow, entityName: string | null = null): AuditEntry {
  const before = parse(row.beforeJson);
  const after = parse(row.afterJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    entityKind: row.entityKind,
    entityId: row.entityId,
    entityName,
    action: row.action,
    source: row.source,
    changes: fields.map((field) => ({
      field,
      before: before[field] ?? null,
      after: after[field] ?? null,
    })),
    review:
      row.reviewedAt && row.reviewOutcome
        ? {
            at: row.reviewedAt.toISOString(),
            by: row.reviewedBy ?? '',
            outcome: row.reviewOutcome,
          }
        : null,
  };
}

function page(
  db: Db,
  where: SQL | undefined,
  pageNumber: number,
  order: SQL[] = [desc(auditLog.at), desc(auditLog.id)],
) {
  const total = db.select({ n: sql<number>`count(*)` }).from(auditLog).where(where).get()?.n ?? 0;
  const rows = db
    .select({ entry: auditLog, listingName: specialists.name })
    .from(auditLog)
    .leftJoin(
      specialists,
      sql`${auditLog.entityKind} = 'listing' and ${specialists.id} = cast(${auditLog.entityId} as integer)`,
    )
    .where(where)
    .orderBy(...order)
    .limit(AUDIT_PAGE_SIZE)
    .offset((pageNumber - 1) * AUDIT_PAGE_SIZE)
    .all();
  return {
    items: rows.map((r) => entryView(r.entry, r.listingName)),
    page: pageNumber,
    pageSize: AUDIT_PAGE_SIZE,
    total,
  };
}

/**
 * One page of the audit log, newest first or oldest first (`order`), narrowed by the operators'
 * filters; each index the filters pick holds `at` after its equalities, so both ways read in order.
 */
export function auditPage(db: Db, q: AdminAuditQuery) {
  const where: SQL[] = [];
  if (q.entityKind) where.push(eq(auditLog.entityKind, q.entityKind));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actorKind) where.push(eq(auditLog.actorKind, q.actorKind));
  if (q.actor) where.push(eq(auditLog.actorLabel, q.actor));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  const way = q.order === 'asc' ? asc : desc;
  return page(db, and(...where), q.page, [way(auditLog.at), way(auditLog.id)]);
}

/** Businesses' edits of their listings: the "Recent changes" queue (audit_log_queue_idx). */
const businessListingEdits = and(
  eq(auditLog.actorKind, 'business'),
  eq(auditLog.entityKind, 'listing'),
);
const unreviewed = and(businessListingEdits, isNull(auditLog.reviewedAt));

/**
 * One page of the queue with the number still to review: those to review newest first, those
 * reviewed by when they were.
 */
export function recentChangesPage(db: Db, status: 'unreviewed' | 'reviewed', pageNumber: number) {
  const listed =
    status === 'unreviewed'
      ? page(db, unreviewed, pageNumber)
      : page(db, and(businessListingEdits, isNotNull(auditLog.reviewedAt)), pageNumber, [
          desc(auditLog.reviewedAt),
          desc(auditLog.at),
        ]);
  const count =
    status === 'unreviewed'
      ? listed.total
      : (db.select({ n: sql<number>`count(*)` }).from(auditLog).where(unreviewed).get()?.n ?? 0);
  return { ...listed, unreviewed: count };
}

/** A business's listing edit from the queue, or undefined. */
export function findBusinessEdit(db: DbExecutor, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, id), businessListingEdits))
    .get();
}

/** The first change to the same entity recorded after `row`, if any. */
export function laterChangeOf(db: DbExecutor, row: AuditRow) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityKind, row.entityKind),
        eq(auditLog.entityId, row.entityId),
        gt(auditLog.id, row.id),
      ),
    )
    .orderBy(auditLog.id)
    .limit(1)
    .get();
}

/** Marks a queue entry looked at; false when it was already. */
export function markReviewed(
  db: DbExecutor,
  id: number,
  review: { at: Date; by: string; outcome: 'fine' | 'reverted' },
): boolean {
  return (
    db
      .update(auditLog)
      .set({ reviewedAt: review.at, reviewedBy: review.by, reviewOutcome: review.outcome })
      .where(and(eq(auditLog.id, id), isNull(auditLog.reviewedAt)))
      .run().changes === 1
  );
}
