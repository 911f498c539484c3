import { type AdminAuditQuery, AUDIT_PAGE_SIZE, type AuditEntry } from '@flo/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  changes,
  type EngineScope,
  idFromText,
  row,
  rows,
  type Steps,
  type Tables,
} from '../db/engine/index.ts';
import type { auditLog } from '../db/schema.ts';

/*
 * The audit log's reading side and its review marks, written once for SQLite and PostgreSQL
 * (ADR 050). Entries are written by `auditEntry` (record.ts), in each change's own unit of work.
 */

const DAY_MS = 86_400_000;
export type AuditRow = typeof auditLog.$inferSelect;

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

/** One page of entries and how many match, newest first unless `order` says otherwise. */
export type AuditPage = { items: AuditEntry[]; page: number; pageSize: number; total: number };

function* page(
  on: EngineScope,
  where: SQL | undefined,
  pageNumber: number,
  order?: SQL[],
): Steps<AuditPage> {
  const { db, tables } = on;
  const { auditLog, specialists } = tables;
  const total = (yield* row(db.select({ n: count() }).from(auditLog).where(where)))?.n ?? 0;
  const found = yield* rows(
    db
      .select({ entry: auditLog, listingName: specialists.name })
      .from(auditLog)
      .leftJoin(
        specialists,
        sql`${auditLog.entityKind} = 'listing' and ${specialists.id} = ${idFromText(on, auditLog.entityId)}`,
      )
      .where(where)
      .orderBy(...(order ?? [desc(auditLog.at), desc(auditLog.id)]))
      .limit(AUDIT_PAGE_SIZE)
      .offset((pageNumber - 1) * AUDIT_PAGE_SIZE),
  );
  return {
    items: found.map((r) => entryView(r.entry, r.listingName)),
    page: pageNumber,
    pageSize: AUDIT_PAGE_SIZE,
    total,
  };
}

/**
 * One page of the audit log, newest first or oldest first (`order`), narrowed by the operators'
 * filters; each index the filters pick holds `at` after its equalities, so both ways read in order.
 *
 * @example
 * const { items, total } = await engine.run(auditPage, { entityKind: 'listing', page: 1 });
 */
export function* auditPage(on: EngineScope, q: AdminAuditQuery): Steps<AuditPage> {
  const { auditLog } = on.tables;
  const where: SQL[] = [];
  if (q.entityKind) where.push(eq(auditLog.entityKind, q.entityKind));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actorKind) where.push(eq(auditLog.actorKind, q.actorKind));
  if (q.actor) where.push(eq(auditLog.actorLabel, q.actor));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  const way = q.order === 'asc' ? asc : desc;
  return yield* page(on, and(...where), q.page, [way(auditLog.at), way(auditLog.id)]);
}

/** Businesses' edits of their listings: the "Recent changes" queue (audit_log_queue_idx). */
const businessListingEdits = ({ auditLog }: Tables) =>
  and(eq(auditLog.actorKind, 'business'), eq(auditLog.entityKind, 'listing'));
const unreviewed = (tables: Tables) =>
  and(businessListingEdits(tables), isNull(tables.auditLog.reviewedAt));

/**
 * One page of the queue with the number still to review: those to review newest first, those
 * reviewed by when they were.
 *
 * @example
 * const { items, unreviewed } = await engine.run(recentChangesPage, 'unreviewed', 1);
 */
export function* recentChangesPage(
  on: EngineScope,
  status: 'unreviewed' | 'reviewed',
  pageNumber: number,
): Steps<AuditPage & { unreviewed: number }> {
  const { db, tables } = on;
  const { auditLog } = tables;
  const listed =
    status === 'unreviewed'
      ? yield* page(on, unreviewed(tables), pageNumber)
      : yield* page(
          on,
          and(businessListingEdits(tables), isNotNull(auditLog.reviewedAt)),
          pageNumber,
          [desc(auditLog.reviewedAt), desc(auditLog.at)],
        );
  const waiting =
    status === 'unreviewed'
      ? listed.total
      : ((yield* row(db.select({ n: count() }).from(auditLog).where(unreviewed(tables))))?.n ?? 0);
  return { ...listed, unreviewed: waiting };
}

/**
 * A business's listing edit from the queue, or undefined.
 *
 * @example
 * const edit = await engine.run(findBusinessEdit, 7);
 */
export function* findBusinessEdit(
  { db, tables }: EngineScope,
  id: number,
): Steps<AuditRow | undefined> {
  const { auditLog } = tables;
  return yield* row(
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, id), businessListingEdits(tables))),
  );
}

/**
 * The first change to the same entity recorded after `entry`, if any.
 *
 * @example
 * const newer = yield* laterChangeOf(on, edit);
 */
export function* laterChangeOf(
  { db, tables: { auditLog } }: EngineScope,
  entry: AuditRow,
): Steps<AuditRow | undefined> {
  return yield* row(
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityKind, entry.entityKind),
          eq(auditLog.entityId, entry.entityId),
          gt(auditLog.id, entry.id),
        ),
      )
      .orderBy(auditLog.id)
      .limit(1),
  );
}

/**
 * Marks a queue entry looked at; false when it was already.
 *
 * @example
 * await engine.run(markReviewed, 7, { at: new Date(), by: 'ada@flo.test', outcome: 'fine' });
 */
export function* markReviewed(
  { db, tables: { auditLog } }: EngineScope,
  id: number,
  review: { at: Date; by: string; outcome: 'fine' | 'reverted' },
): Steps<boolean> {
  const marked = yield* changes(
    db
      .update(auditLog)
      .set({ reviewedAt: review.at, reviewedBy: review.by, reviewOutcome: review.outcome })
      .where(and(eq(auditLog.id, id), isNull(auditLog.reviewedAt))),
  );
  return marked === 1;
}
