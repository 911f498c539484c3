import type { Admin, Business } from '@flo/contract';
import type { Db, DbExecutor } from '../db/client.ts';
import { changes, type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import type { AUDIT_ACTOR_KINDS, AUDIT_SOURCES } from '../db/schema.ts';

/** Texts longer than this are cut in the log; the change itself is stored whole. */
export const AUDIT_TEXT_LIMIT = 2000;
/** Marks a value cut at `AUDIT_TEXT_LIMIT`; such an entry cannot be reverted. */
export const CUT_MARK = '…[cut]';

export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** Who made a change: ids and the e-mail they had then. */
export interface AuditActor {
  kind: AuditActorKind;
  id: number | null;
  label: string;
  source: AuditSource;
}

/** What was changed; `entityKind` is one of the log's filters. */
export type AuditEntityKind =
  | 'listing'
  | 'plan'
  | 'review'
  | 'enquiry'
  | 'setting'
  | 'claim'
  | 'location'
  | 'campaign';

export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  entityKind: AuditEntityKind;
  entityId: string | number;
  action: string;
  /** The entity's fields before; only those that differ from `after` are kept. */
  before?: object | null;
  after?: object | null;
}

export const adminActor = (admin: Pick<Admin, 'id' | 'email'>): AuditActor => ({
  kind: 'admin',
  id: admin.id,
  label: admin.email,
  source: 'console',
});

export const businessActor = (business: Pick<Business, 'id' | 'email'>): AuditActor => ({
  kind: 'business',
  id: business.id,
  label: business.email,
  source: 'dashboard',
});

/** Flo's own changes, such as a plan changed by a Stripe webhook. */
export const systemActor = (label: string): AuditActor => ({
  kind: 'system',
  id: null,
  label,
  source: 'api',
});

function bounded(value: unknown): unknown {
  if (typeof value === 'string' && value.length > AUDIT_TEXT_LIMIT) {
    return value.slice(0, AUDIT_TEXT_LIMIT) + CUT_MARK;
  }
  if (Array.isArray(value)) return value.map(bounded);
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** The fields of `before` and `after` whose values differ, each side bounded. */
export function changedFields(before: AuditFields | null, after: AuditFields | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const was: AuditFields = {};
  const now: AuditFields = {};
  for (const key of keys) {
    const a = bounded(before?.[key]);
    const b = bounded(after?.[key]);
    if (before && after && JSON.stringify(a) === JSON.stringify(b)) continue;
    if (before) was[key] = a;
    if (after) now[key] = b;
  }
  return { was, now, changed: Object.keys(before ? was : now).length > 0 };
}

/**
 * Records one change in the audit log, as a step of the unit of work that makes the change
 * (ADR 050), so the change and its record commit or roll back together on either engine. An
 * update whose fields all stayed the same records nothing; answers whether a record was written.
 *
 * @example
 * function* renameListing(on: EngineScope, actor: AuditActor, id: number, name: string, at: Date) {
 *   const before = yield* listingFields(on, id);
 *   yield* changes(on.db.update(on.tables.specialists).set({ name }).where(eq(on.tables.specialists.id, id)));
 *   yield* auditEntry(on, actor, at, { entityKind: 'listing', entityId: id,
 *     action: 'listing.update', before, after: { ...before, name } });
 * }
 */
export function* auditEntry(
  on: EngineScope,
  actor: AuditActor,
  at: Date,
  change: AuditChange,
): Steps<boolean> {
  const before = (change.before ?? null) as AuditFields | null;
  const after = (change.after ?? null) as AuditFields | null;
  const { was, now, changed } = changedFields(before, after);
  if (before && after && !changed) return false;
  yield* changes(
    on.db.insert(on.tables.auditLog).values({
      at,
      actorKind: actor.kind,
      actorId: actor.id,
      actorLabel: actor.label,
      entityKind: change.entityKind,
      entityId: String(change.entityId),
      action: change.action,
      beforeJson: before ? JSON.stringify(was) : null,
      afterJson: after ? JSON.stringify(now) : null,
      source: actor.source,
    }),
  );
  return true;
}

/**
 * `auditEntry` for a SQLite caller that is still synchronous: call it with the transaction that
 * makes the change.
 *
 * @example
 * db.transaction((tx) => {
 *   updateListing(tx, id, changes);
 *   recordAudit(tx, actor, now, { entityKind: 'listing', entityId: id, action: 'listing.update',
 *     before, after });
 * });
 */
export function recordAudit(
  tx: DbExecutor,
  actor: AuditActor,
  at: Date,
  change: AuditChange,
): boolean {
  return runOnSqliteNow(tx, auditEntry, actor, at, change);
}

/** What `withAudit` records: the entity, the action, and how to read its fields. */
export interface AuditedChange extends Omit<AuditChange, 'before' | 'after'> {
  read(tx: DbExecutor): object | null | undefined;
}

/**
 * Runs `apply` in a transaction that reads the entity's fields before and after it and records
 * the difference. When `apply` answers false (nothing there to change), nothing is recorded; when it throws, the change and the record are both rolled back.
 *
 * @example
 * withAudit(db, adminActor(admin), now, { entityKind: 'setting', entityId: 'chat',
 *   action: 'setting.update', read: readChatSettings }, (tx) => saveChatSettings(tx, body));
 */
export function withAudit<T>(
  db: Db,
  actor: AuditActor,
  at: Date,
  change: AuditedChange,
  apply: (tx: DbExecutor) => T,
): T {
  return db.transaction((tx) => {
    const { read, ...what } = change;
    const before = read(tx);
    const result = apply(tx);
    if (result === false) return result;
    recordAudit(tx, actor, at, { ...what, before: before ?? null, after: read(tx) ?? null });
    return result;
  });
}

/** What `audited` records: the entity, the action, and the unit of work that reads its fields. */
export interface AuditedWork extends Omit<AuditChange, 'before' | 'after'> {
  read(on: EngineScope): Steps<object | null | undefined>;
}

/**
 * `withAudit` as a step of a unit of work, for either engine: reads the entity's fields, runs
 * `apply`, reads them again and records the difference. Run it through `engine.commit` so the
 * change and its record commit together; when `apply` answers false nothing is recorded.
 *
 * @example
 * await deps.engine.commit(function* (on) {
 *   return yield* audited(on, adminActor(admin), now, { entityKind: 'setting', entityId: 'chat',
 *     action: 'setting.update', read: chatSettingsOf }, (on) => saveChatSettings(on, body));
 * });
 */
export function* audited<T>(
  on: EngineScope,
  actor: AuditActor,
  at: Date,
  change: AuditedWork,
  apply: (on: EngineScope) => Steps<T>,
): Steps<T> {
  const { read, ...what } = change;
  const before = yield* read(on);
  const result = yield* apply(on);
  if (result === false) return result;
  const after = yield* read(on);
  yield* auditEntry(on, actor, at, { ...what, before: before ?? null, after: after ?? null });
  return result;
}
