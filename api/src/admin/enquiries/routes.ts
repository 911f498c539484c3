import {
  type AdminEnquiriesPage,
  adminEnquiriesPageSchema,
  adminEnquiriesQuerySchema,
  adminEnquiryDetailSchema,
  adminEnquiryStatusSchema,
  adminReassignSchema,
  ENQUIRY_EXPORT_LIMIT,
  enquiryReferenceParams,
  listTotals,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { toCsv } from './csv.ts';
import { changeStatus, detailOf } from './detail.ts';
import { reassignEnquiry } from './reassign.ts';
import { ADMIN_ENQUIRIES_PAGE_SIZE, enquiriesForExport, enquiriesPage } from './repository.ts';

const iso = (at: Date) => at.toISOString();

const CSV_HEADER = [
  'Reference',
  'Received (UTC)',
  'Status',
  'Kind',
  'Customer',
  'E-mail',
  'Phone',
  'Location',
  'Nearest specialists',
  'Miles',
  'Postcode',
  'Flooring',
  'Budget',
  'Urgency',
  'Specialists',
];

/**
 * Admin › Enquiries: `GET /api/admin/enquiries` (filter by status, city, service and dates;
 * newest first), `GET /api/admin/enquiries.csv` (the same filters as a CSV file of at most
 * ENQUIRY_EXPORT_LIMIT rows, safe to open in a spreadsheet), `GET`/`PATCH
 * /api/admin/enquiries/{reference}` (details, recipients and mails; change the status) and
 * `PUT /api/admin/enquiries/{reference}/recipients` (route it by hand to up to 3 specialists).
 *
 * @example
 * app.route('/', adminEnquiryRoutes(deps));
 */
export function adminEnquiryRoutes(deps: AppDeps) {
  const { engine } = deps;
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/enquiries',
      describeOperation({
        operationId: 'listAdminEnquiries',
        summary:
          'Enquiries filtered by status, city, service and dates, newest first or sorted by received time or status',
        tag: 'Admin',
        auth: 'admin',
        response: adminEnquiriesPageSchema,
      }),
      requireAdmin(deps),
      validate('query', adminEnquiriesQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await engine.run(enquiriesPage, query);
        const items = rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
        return c.json<AdminEnquiriesPage>({
          items,
          ...listTotals(query.page, ADMIN_ENQUIRIES_PAGE_SIZE, total),
        });
      },
    )
    .get(
      '/api/admin/enquiries.csv',
      describeOperation({
        operationId: 'exportAdminEnquiriesCsv',
        summary: 'The filtered enquiries as a CSV file (formula-safe)',
        tag: 'Admin',
        auth: 'admin',
      }),
      requireAdmin(deps),
      validate('query', adminEnquiriesQuerySchema),
      async (c) => {
        const { page: _, ...filters } = c.req.valid('query');
        const found = await engine.run(enquiriesForExport, filters, ENQUIRY_EXPORT_LIMIT);
        const rows = found.map((r) => [
          r.reference,
          iso(r.createdAt),
          r.status,
          r.kind,
          r.customerName,
          r.customerEmail,
          r.customerPhone,
          r.location,
          r.nearestCity,
          r.nearestCityMiles,
          r.postcode,
          r.flooringType,
          r.budgetRange,
          r.urgency,
          r.recipients,
        ]);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="flo-enquiries.csv"');
        return c.body(toCsv(CSV_HEADER, rows));
      },
    )
    .get(
      '/api/admin/enquiries/:reference',
      describeOperation({
        operationId: 'getAdminEnquiry',
        summary: 'One enquiry with its recipients and mails',
        tag: 'Admin',
        auth: 'admin',
        response: adminEnquiryDetailSchema,
      }),
      requireAdmin(deps),
      validate('param', enquiryReferenceParams),
      async (c) => c.json(await engine.run(detailOf, c.req.valid('param').reference)),
    )
    .patch(
      '/api/admin/enquiries/:reference',
      describeOperation({
        operationId: 'updateAdminEnquiryStatus',
        summary: 'Change an enquiry’s status',
        tag: 'Admin',
        auth: 'admin',
        response: adminEnquiryDetailSchema,
      }),
      requireAdmin(deps),
      validate('param', enquiryReferenceParams),
      validate('json', adminEnquiryStatusSchema),
      async (c) => {
        const { reference } = c.req.valid('param');
        const { status } = c.req.valid('json');
        const actor = adminActor(c.var.admin);
        await engine.commit(changeStatus, reference, status, actor, clockOf(deps)());
        return c.json(await engine.run(detailOf, reference));
      },
    )
    .put(
      '/api/admin/enquiries/:reference/recipients',
      describeOperation({
        operationId: 'reassignEnquiry',
        summary: 'Route an enquiry by hand to up to 3 active specialists',
        tag: 'Admin',
        auth: 'admin',
        response: adminEnquiryDetailSchema,
      }),
      requireAdmin(deps),
      validate('param', enquiryReferenceParams),
      validate('json', adminReassignSchema),
      async (c) => {
        const { reference } = c.req.valid('param');
        const { specialistIds } = c.req.valid('json');
        const { publicUrl } = deps.config;
        const actor = adminActor(c.var.admin);
        await engine.commit(
          reassignEnquiry,
          reference,
          specialistIds,
          clockOf(deps)(),
          actor,
          publicUrl,
        );
        return c.json(await engine.run(detailOf, reference));
      },
    );
}
