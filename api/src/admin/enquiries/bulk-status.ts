import {
  type AdminEnquiryBulkResult,
  adminEnquiryBulkResultSchema,
  adminEnquiryBulkStatusSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, auditEntry } from '../../audit/record.ts';
import { enquiryRoutingFields } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { findEnquiry, setEnquiryStatus } from './repository.ts';

type Outcome = AdminEnquiryBulkResult['results'][number];
type EnquiryStatus = Parameters<typeof setEnquiryStatus>[2];

/** Gives each enquiry the status, each change audited, as one unit of work. */
export function* setStatuses(
  on: EngineScope,
  references: string[],
  status: EnquiryStatus,
  actor: AuditActor,
  at: Date,
): Steps<Outcome[]> {
  const results: Outcome[] = [];
  for (const reference of references) {
    const enquiry = yield* findEnquiry(on, reference);
    if (!enquiry) {
      results.push({ reference, outcome: 'not_found' });
      continue;
    }
    if (enquiry.status === status) {
      results.push({ reference, outcome: 'unchanged' });
      continue;
    }
    const before = yield* enquiryRoutingFields(on, enquiry.id);
    yield* setEnquiryStatus(on, enquiry.id, status);
    yield* auditEntry(on, actor, at, {
      entityKind: 'enquiry',
      entityId: reference,
      action: 'enquiry.status',
      before: before ?? null,
      after: (yield* enquiryRoutingFields(on, enquiry.id)) ?? null,
    });
    results.push({ reference, outcome: 'changed' });
  }
  return results;
}

/**
 * `POST /api/admin/enquiries/bulk-status`: the enquiries an operator ticked get one status, in
 * one transaction (one `engine.commit`), each change recorded in the audit log as a single change is; the answer says
 * what became of each reference. Bad input is a 400 and changes nothing.
 *
 * @example
 * app.route('/', adminEnquiryBulkRoutes(deps));
 * // POST /api/admin/enquiries/bulk-status { "references": ["enq_…"], "status": "closed" }
 */
export function adminEnquiryBulkRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post(
    '/api/admin/enquiries/bulk-status',
    describeOperation({
      operationId: 'setAdminEnquiriesStatus',
      summary: 'Give the chosen enquiries one status, in one transaction',
      tag: 'Admin',
      auth: 'admin',
      response: adminEnquiryBulkResultSchema,
    }),
    requireAdmin(deps),
    validate('json', adminEnquiryBulkStatusSchema),
    async (c) => {
      const { references, status } = c.req.valid('json');
      const actor = adminActor(c.var.admin);
      const at = clockOf(deps)();
      const results = await deps.engine.commit(setStatuses, references, status, actor, at);
      return c.json<AdminEnquiryBulkResult>({
        results,
        changed: results.filter((r) => r.outcome === 'changed').length,
      });
    },
  );
}
