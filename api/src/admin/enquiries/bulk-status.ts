import {
  type AdminEnquiryBulkResult,
  adminEnquiryBulkResultSchema,
  adminEnquiryBulkStatusSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, recordAudit } from '../../audit/record.ts';
import { enquiryRoutingSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { findEnquiry, setEnquiryStatus } from './repository.ts';

/**
 * `POST /api/admin/enquiries/bulk-status`: the enquiries an operator ticked get one status, in
 * one transaction, each change recorded in the audit log as a single change is; the answer says
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
    (c) => {
      const { references, status } = c.req.valid('json');
      const actor = adminActor(c.var.admin);
      const at = clockOf(deps)();
      const results = deps.db.transaction((tx) =>
        references.map((reference): AdminEnquiryBulkResult['results'][number] => {
          const enquiry = findEnquiry(tx, reference);
          if (!enquiry) return { reference, outcome: 'not_found' };
          if (enquiry.status === status) return { reference, outcome: 'unchanged' };
          const before = enquiryRoutingSnapshot(tx, enquiry.id);
          setEnquiryStatus(tx, enquiry.id, status);
          recordAudit(tx, actor, at, {
            entityKind: 'enquiry',
            entityId: reference,
            action: 'enquiry.status',
            before: before ?? null,
            after: enquiryRoutingSnapshot(tx, enquiry.id) ?? null,
          });
          return { reference, outcome: 'changed' };
        }),
      );
      return c.json<AdminEnquiryBulkResult>({
        results,
        changed: results.filter((r) => r.outcome === 'changed').length,
      });
    },
  );
}
