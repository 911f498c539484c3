import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { type BusinessEnquiriesPage, businessEnquiriesQuerySchema } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { listEnquiriesReceivedBy } from './repository.ts';

/**
 * What the logged-in business reads on its dashboard: the enquiries sent to its own specialist
 * (never another's), newest first, a page at a time.
 *
 * @example
 * app.route('/', businessDashboardRoutes(deps));
 * // GET /api/business/enquiries?page=2&pageSize=10 with `Authorization: Bearer …`
 */
export function businessDashboardRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>().get(
    '/api/business/enquiries',
    requireBusiness(deps),
    validate('query', businessEnquiriesQuerySchema),
    (c) => {
      const { page, pageSize } = c.req.valid('query');
      const { specialistId } = c.var.business;
      const { rows, total } = listEnquiriesReceivedBy(deps.db, { specialistId, page, pageSize });
      return c.json<BusinessEnquiriesPage>({ enquiries: rows, total, page, pageSize });
    },
  );
}
