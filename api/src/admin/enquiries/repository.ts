import type { AdminEnquiriesQuery } from '@flo/contract';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  changes,
  type EngineScope,
  equalsCaseless,
  row,
  rows,
  type Steps,
  sqlRows,
} from '../../db/engine/index.ts';

export const ADMIN_ENQUIRIES_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

/**
 * The list's order: by received time, or by status then received time, both ways along the
 * `(status, created_at)` or `created_at` index (the id, the rowid, breaks ties in the same way).
 */
function orderSql({ sort, order }: Pick<AdminEnquiriesQuery, 'sort' | 'order'>): SQL {
  const way = order === 'asc' ? sql`asc` : sql`desc`;
  return sort === 'status'
    ? sql`e.status ${way}, e.created_at ${way}, e.id ${way}`
    : sql`e.created_at ${way}, e.id ${way}`;
}

/**
 * The filters as SQL over `enquiries e`; the date range reads the created_at index, its bounds
 * bound through the column (epoch ms on SQLite, a timestamp on PostgreSQL).
 */
function filtersSql(on: EngineScope, f: Omit<AdminEnquiriesQuery, 'page' | 'sort' | 'order'>): SQL {
  const where: SQL[] = [sql`true`];
  const at = (ms: number) => sql.param(new Date(ms), on.tables.enquiries.createdAt);
  if (f.status) where.push(sql`e.status = ${f.status}`);
  if (f.from) where.push(sql`e.created_at >= ${at(Date.parse(`${f.from}T00:00:00Z`))}`);
  if (f.to) where.push(sql`e.created_at < ${at(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)}`);
  if (f.service) {
    where.push(sql`(e.selected_service_slug = ${f.service}
      or e.flooring_type = (select name from services where slug = ${f.service}))`);
  }
  if (f.city) {
    const cityName = sql`(select name from cities where slug = ${f.city})`;
    where.push(sql`(exists (select 1 from enquiry_recipients r join specialists s on s.id = r.specialist_id
        join cities c on c.id = s.city_id where r.enquiry_id = e.id and c.slug = ${f.city})
      or ${equalsCaseless(on, sql`e.location`, cityName)})`);
  }
  return sql.join(where, sql` and `);
}

const rowColumns = sql`e.public_id as "reference", e.created_at as "createdAt", e.status, e.kind,
  e.customer_name as "customerName", e.location, e.nearest_city as "nearestCity",
  e.nearest_city_miles as "nearestCityMiles", e.flooring_type as "flooringType",
  (select count(*) from enquiry_recipients r where r.enquiry_id = e.id) as "recipients"`;

export interface EnquiryListRow {
  reference: string;
  createdAt: Date;
  status: 'new' | 'matched' | 'contacted' | 'closed';
  kind: string;
  customerName: string;
  location: string;
  nearestCity: string | null;
  nearestCityMiles: number | null;
  flooringType: string;
  recipients: number;
}

/**
 * A raw row as both drivers read it: the time as SQLite's epoch ms or PostgreSQL's Date, the
 * count as a number or PostgreSQL's bigint string.
 */
type RawListRow = Omit<EnquiryListRow, 'createdAt' | 'recipients'> & {
  createdAt: number | Date;
  recipients: number | string;
};

const listRow = <R extends RawListRow>(raw: R) => ({
  ...raw,
  createdAt: new Date(raw.createdAt),
  recipients: Number(raw.recipients),
});

/** One page of enquiries matching the filters, in the asked order, and how many match in all. */
export function* enquiriesPage(on: EngineScope, f: AdminEnquiriesQuery) {
  const size = ADMIN_ENQUIRIES_PAGE_SIZE;
  const found = yield* sqlRows<RawListRow>(sql`select ${rowColumns} from enquiries e
    where ${filtersSql(on, f)} order by ${orderSql(f)}
    limit ${size} offset ${(f.page - 1) * size}`);
  const [total] = yield* sqlRows<{ n: number | string }>(
    sql`select count(*) as n from enquiries e where ${filtersSql(on, f)}`,
  );
  return { rows: found.map(listRow) as EnquiryListRow[], total: Number(total?.n ?? 0) };
}

export type EnquiryExportRow = EnquiryListRow & {
  customerEmail: string;
  customerPhone: string;
  postcode: string | null;
  budgetRange: string;
  urgency: string;
};

/** The rows of a CSV export: every column an operator needs, in the list's order, bounded. */
export function* enquiriesForExport(
  on: EngineScope,
  f: Omit<AdminEnquiriesQuery, 'page'>,
  limit: number,
): Steps<EnquiryExportRow[]> {
  const found = yield* sqlRows<RawListRow & Omit<EnquiryExportRow, keyof EnquiryListRow>>(
    sql`select ${rowColumns},
      e.customer_email as "customerEmail", e.customer_phone as "customerPhone", e.postcode,
      e.budget_range as "budgetRange", e.urgency
    from enquiries e where ${filtersSql(on, f)} order by ${orderSql(f)} limit ${limit}`,
  );
  return found.map(listRow);
}

export function* findEnquiry(on: EngineScope, reference: string) {
  const { enquiries } = on.tables;
  return yield* row(on.db.select().from(enquiries).where(eq(enquiries.publicId, reference)));
}

export function* recipientsOf(on: EngineScope, enquiryId: number) {
  const { enquiryRecipients, specialists } = on.tables;
  return yield* rows(
    on.db
      .select({
        specialistId: specialists.id,
        name: specialists.name,
        slug: specialists.slug,
        email: specialists.email,
        status: enquiryRecipients.status,
      })
      .from(enquiryRecipients)
      .innerJoin(specialists, eq(specialists.id, enquiryRecipients.specialistId))
      .where(eq(enquiryRecipients.enquiryId, enquiryId)),
  );
}

export function* mailsOf(on: EngineScope, enquiryId: number) {
  const { mailOutbox } = on.tables;
  return yield* rows(
    on.db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, enquiryId))
      .orderBy(asc(mailOutbox.id)),
  );
}

export function* setEnquiryStatus(
  on: EngineScope,
  id: number,
  status: EnquiryListRow['status'],
): Steps<number> {
  const { enquiries } = on.tables;
  return yield* changes(on.db.update(enquiries).set({ status }).where(eq(enquiries.id, id)));
}

/** The active specialists among these ids, with what their lead mail needs. */
export function* activeSpecialists(on: EngineScope, ids: number[]) {
  const { specialists } = on.tables;
  return yield* rows(
    on.db
      .select({ id: specialists.id, name: specialists.name, email: specialists.email })
      .from(specialists)
      .where(and(inArray(specialists.id, ids), eq(specialists.status, 'active'))),
  );
}

/** Replaces who received an enquiry; those kept keep their lead status and history. */
export function* replaceRecipients(
  on: EngineScope,
  enquiryId: number,
  keep: number[],
  add: number[],
  at: Date,
): Steps<void> {
  const { enquiryRecipients: r } = on.tables;
  const dropped = keep.length > 0 ? notInArray(r.specialistId, keep) : undefined;
  yield* changes(on.db.delete(r).where(and(eq(r.enquiryId, enquiryId), dropped)));
  if (add.length === 0) return;
  yield* changes(
    on.db.insert(r).values(add.map((specialistId) => ({ enquiryId, specialistId, createdAt: at }))),
  );
}
