import type { AdminEnquiriesQuery } from '@flo/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { enquiries, enquiryRecipients, mailOutbox, specialists } from '../../db/schema.ts';

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

/** The filters as SQL over `enquiries e`; the date range reads the created_at index. */
function filtersSql(f: Omit<AdminEnquiriesQuery, 'page' | 'sort' | 'order'>): SQL {
  const where: SQL[] = [sql`1`];
  if (f.status) where.push(sql`e.status = ${f.status}`);
  if (f.from) where.push(sql`e.created_at >= ${Date.parse(`${f.from}T00:00:00Z`)}`);
  if (f.to) where.push(sql`e.created_at < ${Date.parse(`${f.to}T00:00:00Z`) + DAY_MS}`);
  if (f.service) {
    where.push(sql`(e.selected_service_slug = ${f.service}
      or e.flooring_type = (select name from services where slug = ${f.service}))`);
  }
  if (f.city) {
    where.push(sql`(exists (select 1 from enquiry_recipients r join specialists s on s.id = r.specialist_id
        join cities c on c.id = s.city_id where r.enquiry_id = e.id and c.slug = ${f.city})
      or e.location = (select name from cities where slug = ${f.city}) collate nocase)`);
  }
  return sql.join(where, sql` and `);
}

const rowColumns = sql`e.public_id as reference, e.created_at as createdAt, e.status, e.kind,
  e.customer_name as customerName, e.location, e.nearest_city as nearestCity,
  e.nearest_city_miles as nearestCityMiles, e.flooring_type as flooringType,
  (select count(*) from enquiry_recipients r where r.enquiry_id = e.id) as recipients`;

export interface EnquiryListRow {
  reference: string;
  createdAt: number;
  status: 'new' | 'matched' | 'contacted' | 'closed';
  kind: string;
  customerName: string;
  location: string;
  nearestCity: string | null;
  nearestCityMiles: number | null;
  flooringType: string;
  recipients: number;
}

/** One page of enquiries matching the filters, in the asked order, and how many match in all. */
export function enquiriesPage(db: Db, f: AdminEnquiriesQuery) {
  const size = ADMIN_ENQUIRIES_PAGE_SIZE;
  const rows = db.all<EnquiryListRow>(sql`select ${rowColumns} from enquiries e
    where ${filtersSql(f)} order by ${orderSql(f)}
    limit ${size} offset ${(f.page - 1) * size}`);
  const total = db.get<{ n: number }>(
    sql`select count(*) as n from enquiries e where ${filtersSql(f)}`,
  );
  return { rows, total: total?.n ?? 0 };
}

/** The rows of a CSV export: every column an operator needs, in the list's order, bounded. */
export function enquiriesForExport(db: Db, f: Omit<AdminEnquiriesQuery, 'page'>, limit: number) {
  return db.all<EnquiryListRow & Record<string, string | number | null>>(sql`select ${rowColumns},
      e.customer_email as customerEmail, e.customer_phone as customerPhone, e.postcode,
      e.budget_range as budgetRange, e.urgency
    from enquiries e where ${filtersSql(f)} order by ${orderSql(f)} limit ${limit}`);
}

export function findEnquiry(db: DbExecutor, reference: string) {
  return db.select().from(enquiries).where(eq(enquiries.publicId, reference)).get();
}

export function recipientsOf(db: DbExecutor, enquiryId: number) {
  return db
    .select({
      specialistId: specialists.id,
      name: specialists.name,
      slug: specialists.slug,
      email: specialists.email,
      status: enquiryRecipients.status,
    })
    .from(enquiryRecipients)
    .innerJoin(specialists, eq(specialists.id, enquiryRecipients.specialistId))
    .where(eq(enquiryRecipients.enquiryId, enquiryId))
    .all();
}

export function mailsOf(db: DbExecutor, enquiryId: number) {
  return db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, enquiryId))
    .orderBy(asc(mailOutbox.id))
    .all();
}

export function setEnquiryStatus(db: DbExecutor, id: number, status: EnquiryListRow['status']) {
  db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).run();
}

/** The active specialists among these ids, with what their lead mail needs. */
export function activeSpecialists(db: DbExecutor, ids: number[]) {
  return db
    .select({ id: specialists.id, name: specialists.name, email: specialists.email })
    .from(specialists)
    .where(and(inArray(specialists.id, ids), eq(specialists.status, 'active')))
    .all();
}

/** Replaces who received an enquiry; those kept keep their lead status and history. */
export function replaceRecipients(
  db: DbExecutor,
  enquiryId: number,
  keep: number[],
  add: number[],
  at: Date,
) {
  const kept =
    keep.length > 0
      ? sql`and specialist_id not in (${sql.join(
          keep.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  db.run(sql`delete from enquiry_recipients where enquiry_id = ${enquiryId} ${kept}`);
  for (const specialistId of add) {
    db.insert(enquiryRecipients).values({ enquiryId, specialistId, createdAt: at }).run();
  }
}
