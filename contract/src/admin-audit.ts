import { z } from 'zod';
import { listSortShape } from './admin-lists.ts';
import { AUDIT_ACTOR_KIND_VALUES, AUDIT_ENTITY_KINDS } from './constants.ts';
import { queryInt } from './site.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** The audit log sorts by when the change was made. */
export const AUDIT_SORTS = ['at'] as const;

/** `GET /api/admin/audit`: every filter is optional; days are UTC and both included. */
export const adminAuditQuerySchema = z.object({
  entityKind: z.enum(AUDIT_ENTITY_KINDS).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KIND_VALUES).optional(),
  /** The actor's e-mail (or 'Stripe'), exactly. */
  actor: z.string().trim().min(1).max(254).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  ...listSortShape(AUDIT_SORTS, 'at', 'desc'),
  page: queryInt(1, 10_000, 1),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** One changed field: its value before and after (null where it had none). */
export const auditFieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KIND_VALUES),
    id: z.number().int().nullable(),
    label: z.string(),
  }),
  entityKind: z.string(),
  entityId: z.string(),
  /** The listing's name, for entries about a listing. */
  entityName: z.string().nullable(),
  action: z.string(),
  source: z.enum(['console', 'dashboard', 'api']),
  changes: z.array(auditFieldChangeSchema),
  review: z
    .object({ at: z.string(), by: z.string(), outcome: z.enum(['fine', 'reverted']) })
    .nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/admin/recent-changes`: businesses' listing edits, to review or already reviewed. */
export const recentChangesQuerySchema = z.object({
  status: z.enum(['unreviewed', 'reviewed']).default('unreviewed'),
  page: queryInt(1, 10_000, 1),
});

export const recentChangesPageSchema = auditPageSchema.extend({
  /** Edits nobody has looked at yet, whichever status is listed. */
  unreviewed: z.number().int(),
});
export type RecentChangesPage = z.infer<typeof recentChangesPageSchema>;
