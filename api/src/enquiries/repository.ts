import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type CompiledWrite, compileWrite } from '../db/compiled-write.ts';
import { perConnection } from '../db/per-connection.ts';
import { cities, enquiries, enquiryRecipients, services, specialists } from '../db/schema.ts';

/** The enquiry path's lookups, prepared once per connection (see `perConnection`). */
const lookups = perConnection((db) => ({
  cityBySlug: db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.slug, sql.placeholder('slug')))
    .prepare(),
  cityByPostcodeArea: db
    .select({ id: cities.id })
    .from(cities)
    .where(
      sql`exists (select 1 from json_each(${cities.postcodeAreas}) where value = ${sql.placeholder('area')})`,
    )
    .orderBy(desc(cities.population))
    .prepare(),
  serviceBySlug: db
    .select({ slug: services.slug })
    .from(services)
    .where(eq(services.slug, sql.placeholder('slug')))
    .prepare(),
  serviceKeywords: db
    .select({ slug: services.slug, name: services.name, keywords: services.keywords })
    .from(services)
    .prepare(),
  specialist: db
    .select({
      id: specialists.id,
      name: specialists.name,
      email: specialists.email,
      status: specialists.status,
    })
    .from(specialists)
    .where(eq(specialists.id, sql.placeholder('id')))
    .prepare(),
  enquiryByKey: db
    .select({
      id: enquiries.id,
      publicId: enquiries.publicId,
      requestHash: enquiries.requestHash,
      customerEmail: enquiries.customerEmail,
    })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, sql.placeholder('key')))
    .prepare(),
  recipientCount: db
    .select({ n: count() })
    .from(enquiryRecipients)
    .where(eq(enquiryRecipients.enquiryId, sql.placeholder('enquiryId')))
    .prepare(),
}));

/** The first of `slugs` (in the order given) that names a city. */
export function findCityIdBySlugs(db: DbExecutor, slugs: string[]): number | undefined {
  const { cityBySlug } = lookups(db);
  for (const slug of slugs) {
    const row = cityBySlug.get({ slug });
    if (row) return row.id;
  }
  return undefined;
}

/**
 * The largest city whose postcode areas include `area` ('M' → Manchester): the first row, read
 * without a bound `limit ?`, which SQLite would re-prepare on every call.
 */
export function findCityIdByPostcodeArea(db: DbExecutor, area: string): number | undefined {
  return lookups(db).cityByPostcodeArea.get({ area })?.id;
}

export function serviceExists(db: DbExecutor, slug: string): boolean {
  return lookups(db).serviceBySlug.get({ slug }) !== undefined;
}

export function listServiceKeywords(db: DbExecutor) {
  return lookups(db).serviceKeywords.all();
}

export function findSpecialist(db: DbExecutor, id: number) {
  return lookups(db).specialist.get({ id });
}

export type NewEnquiry = typeof enquiries.$inferInsert;

/**
 * One compiled insert per shape of row (see `compileWrite`): the columns given a value are
 * placeholders, those given null are null, and those left out take their schema defaults, as
 * a one-off insert would.
 */
const enquiryInserts = perConnection(() => new Map<string, CompiledWrite>());

function enquiryInsertFor(db: DbExecutor, row: NewEnquiry): CompiledWrite {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const shape = entries.map(([key, value]) => (value === null ? `${key}=null` : key)).join(',');
  const inserts = enquiryInserts(db);
  let insert = inserts.get(shape);
  if (!insert) {
    const values = Object.fromEntries(
      entries.map(([key, value]) => [key, value === null ? null : sql.placeholder(key)]),
    ) as unknown as NewEnquiry;
    insert = compileWrite(db, db.insert(enquiries).values(values));
    inserts.set(shape, insert);
  }
  return insert;
}

export function insertEnquiry(db: DbExecutor, row: NewEnquiry): number {
  return Number(enquiryInsertFor(db, row).run(row).lastInsertRowid);
}

/** One compiled insert per number of recipients (at most a few), all rows in one statement. */
const recipientInserts = perConnection(() => new Map<number, CompiledWrite>());

export function insertRecipients(
  db: DbExecutor,
  enquiryId: number,
  specialistIds: number[],
  at: Date,
): void {
  if (specialistIds.length === 0) return;
  const inserts = recipientInserts(db);
  let insert = inserts.get(specialistIds.length);
  if (!insert) {
    const rows = specialistIds.map((_, index) => ({
      enquiryId: sql.placeholder('enquiryId'),
      specialistId: sql.placeholder(`specialist${index}`),
      createdAt: sql.placeholder('at'),
    }));
    insert = compileWrite(db, db.insert(enquiryRecipients).values(rows));
    inserts.set(specialistIds.length, insert);
  }
  const values: Record<string, unknown> = { enquiryId, at };
  specialistIds.forEach((id, index) => {
    values[`specialist${index}`] = id;
  });
  insert.run(values);
}

/** The stored submission behind an idempotency key, with what is needed to replay its answer. */
export function findEnquiryByIdempotencyKey(db: DbExecutor, key: string) {
  const { enquiryByKey, recipientCount } = lookups(db);
  const row = enquiryByKey.get({ key });
  if (!row) return undefined;
  const recipients = recipientCount.get({ enquiryId: row.id })?.n ?? 0;
  return { ...row, recipients };
}
