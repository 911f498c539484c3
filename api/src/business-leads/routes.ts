import {
  type BusinessEnquiriesPage,
  type BusinessLeadDetail,
  businessEnquiriesPageSchema,
  businessEnquiriesQuerySchema,
  businessLeadDetailSchema,
  type LeadStatus,
  leadReferenceParams,
  leadStatusUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { listLeadsOf } from './inbox-repository.ts';
import { leadDetail, ownLead } from './lead-view.ts';
import { setLeadStatus } from './repository.ts';
import { leadResponseRoutes } from './respond-routes.ts';

/** The specialist's status on its own lead, and the lead page as it then stands. */
function* changeLeadStatus(
  on: EngineScope,
  specialistId: number,
  reference: string,
  status: LeadStatus,
  at: Date,
): Steps<BusinessLeadDetail> {
  const lead = yield* ownLead(on, specialistId, reference);
  yield* setLeadStatus(on, { enquiryId: lead.enquiryId, specialistId }, status, at);
  return yield* leadDetail(on, specialistId, reference, at);
}

/**
 * The lead inbox of the logged-in business: the enquiries matched to its own specialist with
 * its progress on each (`GET /api/business/enquiries?status=&page=&pageSize=`), one lead with
 * its replies and quotes (`GET /api/business/enquiries/{reference}`), a status change
 * (`PATCH`), and replying or quoting (`respond-routes.ts`). Another business's lead is a 403.
 *
 * @example
 * app.route('/', businessLeadRoutes(deps));
 * // PATCH /api/business/enquiries/enq_… { "status": "won" } with `Authorization: Bearer …`
 */
export function businessLeadRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/enquiries',
      describeOperation({
        operationId: 'listBusinessLeads',
        summary:
          "Leads matched to the signed-in business's specialist with its status on each, newest first; query status, page, pageSize (1 to 50, default 20)",
        tag: 'Business',
        auth: 'business',
        response: businessEnquiriesPageSchema,
      }),
      requireBusiness(deps),
      validate('query', businessEnquiriesQuerySchema),
      async (c) => {
        const { page, pageSize, status } = c.req.valid('query');
        const { specialistId } = c.var.business;
        const request = { specialistId, page, pageSize, status };
        const { rows, total } = await deps.engine.run(listLeadsOf, request);
        return c.json<BusinessEnquiriesPage>({ enquiries: rows, total, page, pageSize });
      },
    )
    .get(
      '/api/business/enquiries/:reference',
      describeOperation({
        operationId: 'getBusinessLead',
        summary: 'One of its leads with its replies, quotes and whether a review link was sent',
        tag: 'Business',
        auth: 'business',
        response: businessLeadDetailSchema,
      }),
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      async (c) => {
        const { reference } = c.req.valid('param');
        const { specialistId } = c.var.business;
        return c.json<BusinessLeadDetail>(
          await deps.engine.run(leadDetail, specialistId, reference, now()),
        );
      },
    )
    .patch(
      '/api/business/enquiries/:reference',
      describeOperation({
        operationId: 'updateBusinessLeadStatus',
        summary: 'Set its status on a lead (new, contacted, quoted, won, lost)',
        tag: 'Business',
        auth: 'business',
        response: businessLeadDetailSchema,
      }),
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      validate('json', leadStatusUpdateSchema),
      async (c) => {
        const { reference } = c.req.valid('param');
        const { specialistId } = c.var.business;
        const { status } = c.req.valid('json');
        const detail = await deps.engine.commit(
          changeLeadStatus,
          specialistId,
          reference,
          status,
          now(),
        );
        return c.json<BusinessLeadDetail>(detail);
      },
    )
    .route('/', leadResponseRoutes(deps));
}
