import {
  type AdminEnquiriesPage,
  type AdminEnquiryDetail,
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
import { adminActor, withAudit } from '../../audit/record.ts';
import { enquiryRoutingSnapshot } from '../../audit/snapshots.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { toCsv } from './csv.ts';
import { reassignEnquiry } from './reassign.ts';
import {
  ADMIN_ENQUIRIES_PAGE_SIZE,
  enquiriesForExport,
  enquiriesPage,
  findEnquiry,
  mailsOf,
  recipientsOf,
  setEnquiryStatus,
} from './repository.ts';

const iso = (ms: number | Date) => new Date(ms).toISOString();

function detailOf(deps: AppDeps, reference: string): AdminEnquiryDetail {
  const e = findEnquiry(deps.db, reference);
  if (!e) throw notFound('Enquiry');
  const recipients = recipientsOf(deps.db, e.id);
  return {
    reference: e.publicId,
    createdAt: iso(e.createdAt),
    status: e.status,
    kind: e.kind,
    customerName: e.customerName,
    location: e.location,
    nearestCity: e.nearestCity,
    nearestCityMiles: e.nearestCityMiles,
    flooringType: e.flooringType,
    recipients: recipients.length,
    customerEmail: e.customerEmail,
    customerPhone: e.customerPhone,
    postcode: e.postcode,
    budgetRange: e.budgetRange,
    urgency: e.urgency,
    projectDetails: e.projectDetails,
    customerMessage: e.customerMessage,
    chatbotSource: e.chatbotSource,
    recipientsDetail: recipients.map(({ email: _, ...r }) => r),
    mails: mailsOf(deps.db, e.id).map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}

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
  const { db } = deps;
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
      (c) => {
        const query = c.req.valid('query');
        const { rows, total } = enquiriesPage(db, query);
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
      (c) => {
        const { page: _, ...filters } = c.req.valid('query');
        const rows = enquiriesForExport(db, filters, ENQUIRY_EXPORT_LIMIT).map((r) => [
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
      (c) => c.json(detailOf(deps, c.req.valid('param').reference)),
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
      (c) => {
        const { reference } = c.req.valid('param');
        const e = findEnquiry(db, reference);
        if (!e) throw notFound('Enquiry');
        const change = {
          entityKind: 'enquiry',
          entityId: reference,
          action: 'enquiry.status',
          read: (tx: DbExecutor) => enquiryRoutingSnapshot(tx, e.id),
        } as const;
        withAudit(db, adminActor(c.var.admin), clockOf(deps)(), change, (tx) =>
          setEnquiryStatus(tx, e.id, c.req.valid('json').status),
        );
        return c.json(detailOf(deps, reference));
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
      (c) => {
        const { reference } = c.req.valid('param');
        const { specialistIds } = c.req.valid('json');
        reassignEnquiry(deps, reference, specialistIds, clockOf(deps)(), adminActor(c.var.admin));
        return c.json(detailOf(deps, reference));
      },
    );
}
