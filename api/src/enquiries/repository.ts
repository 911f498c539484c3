import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { cities, enquiries, enquiryRecipients, services, specialists } from '../db/schema.ts';
import type { DbExecutor } from '../mail/outbox.ts';

/** The first of `slugs` (in the order given) that names a city. */
export function findCityIdBySlugs(db: DbExecutor, slugs: string[]): number | undefined {
  if (slugs.length === 0) return undefined;
  const rows = db
    .select({ id: cities.id, slug: cities.slug })
    .from(cities)
    .where(inArray(cities.slug, slugs))
    .all();
  for (const slug of slugs) {
    const row = rows.find((r) => r.slug === slug);
    if (row) return row.id;
  }
  return undefined;
}

/** The largest city whose postcode areas include `area` ('M' → Manchester). */
export function findCityIdByPostcodeArea(db: DbExecutor, area: string): number | undefined {
  return db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`exists (select 1 from json_each(${cities.postcodeAreas}) where value = ${area})`)
    .orderBy(desc(cities.population))
    .limit(1)
    .get()?.id;
}

export function listServiceKeywords(db: DbExecutor) {
  return db
    .select({ slug: services.slug, name: services.name, keywords: services.keywords })
    .from(services)
    .all();
}

export function findSpecialist(db: DbExecutor, id: number) {
  return db
    .select({
      id: specialists.id,
      name: specialists.name,
      email: specialists.email,
      status: specialists.status,
    })
    .from(specialists)
    .where(eq(specialists.id, id))
    .get();
}

export type NewEnquiry = typeof enquiries.$inferInsert;

export function insertEnquiry(db: DbExecutor, row: NewEnquiry): number {
  return db.insert(enquiries).values(row).returning({ id: enquiries.id }).get().id;
}

export function insertRecipients(
  db: DbExecutor,
  enquiryId: number,
  specialistIds: number[],
  at: Date,
): void {
  if (specialistIds.length === 0) return;
  db.insert(enquiryRecipients)
    .values(specialistIds.map((specialistId) => ({ enquiryId, specialistId, createdAt: at })))
    .run();
}

/** The stored submission behind an idempotency key, with what is needed to replay its answer. */
export function findEnquiryByIdempotencyKey(db: DbExecutor, key: string) {
  const row = db
    .select({
      id: enquiries.id,
      publicId: enquiries.publicId,
      requestHash: enquiries.requestHash,
      customerEmail: enquiries.customerEmail,
    })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, key))
    .get();
  if (!row) return undefined;
  const recipients =
    db
      .select({ n: count() })
      .from(enquiryRecipients)
      .where(eq(enquiryRecipients.enquiryId, row.id))
      .get()?.n ?? 0;
  return { ...row, recipients };
}
