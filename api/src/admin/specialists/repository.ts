import type { AdminSpecialistUpdate } from '@flo/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import {
  businesses,
  cities,
  enquiries,
  enquiryRecipients,
  reviews,
  services,
  specialistServices,
  specialists,
} from '../../db/schema.ts';

export const ADMIN_SPECIALISTS_PAGE_SIZE = 25;
/** The newest reviews and leads the manage screen shows. */
const RECENT = 20;

export interface SpecialistFilters {
  match?: string;
  citySlug?: string;
  status?: string;
  tier?: string;
  /** By name (then id), or when added: the id, given in the order listings are added. */
  sort: 'name' | 'added';
  order: 'asc' | 'desc';
  page: number;
}

function orderSql({ sort, order }: Pick<SpecialistFilters, 'sort' | 'order'>): SQL {
  const way = order === 'asc' ? sql`asc` : sql`desc`;
  return sort === 'added' ? sql`sp.id ${way}` : sql`sp.name collate nocase ${way}, sp.id ${way}`;
}

/**
 * One page of listings in any status, by name or when added, and how many match in all; the text
 * search uses the FTS index.
 */
export function adminSpecialistsPage(db: Db, f: SpecialistFilters) {
  const where: SQL[] = [sql`1`];
  if (f.match)
    where.push(
      sql`sp.id in (select rowid from specialist_search where specialist_search match ${f.match})`,
    );
  if (f.citySlug) where.push(sql`c.slug = ${f.citySlug}`);
  if (f.status) where.push(sql`sp.status = ${f.status}`);
  if (f.tier) where.push(sql`sp.tier = ${f.tier}`);
  const size = ADMIN_SPECIALISTS_PAGE_SIZE;
  const rows = db.all<{
    id: number;
    name: string;
    slug: string;
    city: string;
    status: 'active' | 'pending' | 'suspended';
    tier: 'free' | 'standard' | 'featured';
    claimed: number;
    email: string;
  }>(sql`select sp.id, sp.name, sp.slug, c.name as city, sp.status, sp.tier, sp.email,
      sp.claimed_by_business_id is not null as claimed
    from specialists sp join cities c on c.id = sp.city_id
    where ${sql.join(where, sql` and `)}
    order by ${orderSql(f)}
    limit ${size} offset ${(f.page - 1) * size}`);
  const total = db.get<{ n: number }>(sql`select count(*) as n
    from specialists sp ${f.citySlug ? sql`join cities c on c.id = sp.city_id` : sql``}
    where ${sql.join(where, sql` and `)}`);
  return {
    rows: rows.map((row) => ({ ...row, claimed: row.claimed === 1 })),
    total: total?.n ?? 0,
  };
}

export function findCityId(db: Db, slug: string): number | undefined {
  return db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)).get()?.id;
}

export function slugTaken(db: Db, slug: string): boolean {
  return (
    db.select({ id: specialists.id }).from(specialists).where(eq(specialists.slug, slug)).get() !==
    undefined
  );
}

/** Replaces a listing's services, labelled with the services' names. */
export function setServices(db: DbExecutor, specialistId: number, slugs: string[]): void {
  db.delete(specialistServices).where(eq(specialistServices.specialistId, specialistId)).run();
  for (const slug of slugs) {
    db.run(sql`insert into specialist_services (specialist_id, service_slug, label)
      select ${specialistId}, slug, name from services where slug = ${slug}`);
  }
}

export function insertSpecialist(db: DbExecutor, row: typeof specialists.$inferInsert): number {
  return db.insert(specialists).values(row).returning({ id: specialists.id }).get().id;
}

/** Applies an admin's edit; false when no listing has that id. */
export function updateSpecialist(
  db: DbExecutor,
  id: number,
  update: AdminSpecialistUpdate,
): boolean {
  const { services: serviceSlugs, suspendedReason, ...fields } = update;
  const status =
    fields.status === undefined
      ? {}
      : { suspendedReason: fields.status === 'suspended' ? (suspendedReason ?? null) : null };
  const values = { ...fields, ...status, ...(fields.website === '' ? { website: null } : {}) };
  return db.transaction((tx) => {
    const found = tx
      .select({ id: specialists.id })
      .from(specialists)
      .where(eq(specialists.id, id))
      .get();
    if (!found) return false;
    if (Object.keys(values).length > 0) {
      tx.update(specialists).set(values).where(eq(specialists.id, id)).run();
    }
    if (serviceSlugs) setServices(tx, id, serviceSlugs);
    return true;
  });
}

/** Everything the manage screen shows of one listing, or undefined for an unknown id. */
export function specialistForAdmin(db: Db, id: number) {
  const row = db
    .select({ specialist: specialists, city: cities.name, citySlug: cities.slug })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(eq(specialists.id, id))
    .get();
  if (!row) return undefined;
  const serviceNames = db
    .select({ name: services.name })
    .from(specialistServices)
    .innerJoin(services, eq(services.slug, specialistServices.serviceSlug))
    .where(eq(specialistServices.specialistId, id))
    .all()
    .map((s) => s.name);
  const business = db
    .select({ email: businesses.email, passwordHash: businesses.passwordHash })
    .from(businesses)
    .where(eq(businesses.specialistId, id))
    .get();
  const recentReviews = db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      status: reviews.status,
      verified: reviews.verified,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.specialistId, id))
    .orderBy(desc(reviews.createdAt))
    .limit(RECENT)
    .all();
  const leads = db
    .select({
      reference: enquiries.publicId,
      customerName: enquiries.customerName,
      flooringType: enquiries.flooringType,
      status: enquiryRecipients.status,
      createdAt: enquiryRecipients.createdAt,
    })
    .from(enquiryRecipients)
    .innerJoin(enquiries, eq(enquiries.id, enquiryRecipients.enquiryId))
    .where(eq(enquiryRecipients.specialistId, id))
    .orderBy(desc(enquiryRecipients.createdAt))
    .limit(RECENT)
    .all();
  return { ...row, serviceNames, business, recentReviews, leads };
}
