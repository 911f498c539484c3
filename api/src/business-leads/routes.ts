import {
  type BusinessEnquiriesPage,
  type BusinessLeadDetail,
  businessEnquiriesQuerySchema,
  leadReferenceParams,
  leadStatusUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { listLeadsOf } from './inbox-repository.ts';
import { leadDetail, ownLead } from './lead-view.ts';
import { setLeadStatus } from './repository.ts';
import { leadResponseRoutes } from './respond-routes.ts';

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
  const now = () => deps.now?.() ?? new Date();
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/enquiries',
      requireBusiness(deps),
      validate('query', businessEnquiriesQuerySchema),
      (c) => {
        const { page, pageSize, status } = c.req.valid('query');
        const { specialistId } = c.var.business;
        const { rows, total } = listLeadsOf(deps.db, { specialistId, page, pageSize, status });
        return c.json<BusinessEnquiriesPage>({ enquiries: rows, total, page, pageSize });
      },
    )
    .get(
      '/api/business/enquiries/:reference',
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      (c) => {
        const { reference } = c.req.valid('param');
        return c.json<BusinessLeadDetail>(
          leadDetail(deps.db, c.var.business.specialistId, reference, now()),
        );
      },
    )
    .patch(
      '/api/business/enquiries/:reference',
      requireBusiness(deps),
      validate('param', leadReferenceParams),
      validate('json', leadStatusUpdateSchema),
      (c) => {
        const { reference } = c.req.valid('param');
        const { specialistId } = c.var.business;
        const at = now();
        const detail = deps.db.transaction((tx) => {
          const lead = ownLead(tx, specialistId, reference);
          setLeadStatus(
            tx,
            { enquiryId: lead.enquiryId, specialistId },
            c.req.valid('json').status,
            at,
          );
          return leadDetail(tx, specialistId, reference, at);
        });
        return c.json<BusinessLeadDetail>(detail);
      },
    )
    .route('/', leadResponseRoutes(deps));
}
