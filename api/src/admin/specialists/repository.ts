import type { AdminSpecialistUpdate } from '@flo/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  caseless,
  changes,
  type EngineScope,
  row,
  rows,
  type Steps,
  sqlChanges,
  sqlRows,
  type Tables,
} from '../../db/engine/index.ts';
import type { SearchMatch } from '../../search/fts-query.ts';

export const ADMIN_SPECIALISTS_PAGE_SIZE = 25;
/** The newest reviews and leads the manage screen shows. */
const RECENT = 20;

export interface SpecialistFilters {
  /** The searched words as each engine's full-text search reads them. */
  match?: SearchMatch;
  citySlug?: string;
  status?: string;
  tier?: string;
  /** By name (then id), or when added: the id, given in the order listings are added. */
  sort: 'name' | 'added';
  order: 'asc' | 'desc';
  page: number;
}

function orderSql(
  on: EngineScope,
  { sort, order }: Pick<SpecialistFilters, 'sort' | 'order'>,
): SQL {
  const way = order === 'asc' ? sql`asc` : sql`desc`;
  if (sort === 'added') return sql`sp.id ${way}`;
  return sql`${caseless(on, sql`sp.name`)} ${way}, sp.id ${way}`;
}

/** The listings whose text matches: FTS5's MATCH, or the tsvector kept in `specialist_search`. */
function matchSql(on: EngineScope, match: SearchMatch): SQL {
  return on.dialect === 'sqlite'
    ? sql`sp.id in (select rowid from specialist_search where specialist_search match ${match.fts})`
    : sql`sp.id in (select rowid from specialist_search
        where document @@ to_tsquery('flo_search', ${match.tsquery}))`;
}

/**
 * One page of listings in any status, by name or when added, and how many match in all; the text
 * search uses the full-text index. Raw rows are read as each driver answers them: `claimed` is
 * 0 or 1 from SQLite and a boolean from node-postgres, the count a bigint string there.
 */
export function* adminSpecialistsPage(on: EngineScope, f: SpecialistFilters) {
  const where: SQL[] = [on.dialect === 'sqlite' ? sql`1` : sql`true`];
  if (f.match) where.push(matchSql(on, f.match));
  if (f.citySlug) where.push(sql`c.slug = ${f.citySlug}`);
  if (f.status) where.push(sql`sp.status = ${f.status}`);
  if (f.tier) where.push(sql`sp.tier = ${f.tier}`);
  const size = ADMIN_SPECIALISTS_PAGE_SIZE;
  const found = yield* sqlRows<{
    id: number;
    name: string;
    slug: string;
    city: string;
    status: 'active' | 'pending' | 'suspended';
    tier: 'free' | 'standard' | 'featured';
    claimed: number | boolean;
    email: string;
  }>(sql`select sp.id, sp.name, sp.slug, c.name as city, sp.status, sp.tier, sp.email,
      sp.claimed_by_business_id is not null as claimed
    from specialists sp join cities c on c.id = sp.city_id
    where ${sql.join(where, sql` and `)}
    order by ${orderSql(on, f)}
    limit ${size} offset ${(f.page - 1) * size}`);
  const [counted] = yield* sqlRows<{ n: unknown }>(sql`select count(*) as n
    from specialists sp ${f.citySlug ? sql`join cities c on c.id = sp.city_id` : sql``}
    where ${sql.join(where, sql` and `)}`);
  return {
    rows: found.map((listing) => ({ ...listing, claimed: Boolean(listing.claimed) })),
    total: Number(counted?.n ?? 0),
  };
}

export function* findCityId(on: EngineScope, slug: string): Steps<number | undefined> {
  const { cities } = on.tables;
  const found = yield* row(
    on.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)),
  );
  return found?.id;
}

export function* slugTaken(on: EngineScope, slug: string): Steps<boolean> {
  const { specialists } = on.tables;
  const found = yield* row(
    on.db.select({ id: specialists.id }).from(specialists).where(eq(specialists.slug, slug)),
  );
  return found !== undefined;
}

/** Replaces a listing's services, labelled with the services' names. */
export function* setServices(on: EngineScope, specialistId: number, slugs: string[]): Steps<void> {
  const { specialistServices } = on.tables;
  yield* changes(
    on.db.delete(specialistServices).where(eq(specialistServices.specialistId, specialistId)),
  );
  for (const slug of slugs) {
    yield* sqlChanges(sql`insert into specialist_services (specialist_id, service_slug, label)
      select ${specialistId}, slug, name from services where slug = ${slug}`);
  }
}

export function* insertSpecialist(
  on: EngineScope,
  values: Tables['specialists']['$inferInsert'],
): Steps<number> {
  const { specialists } = on.tables;
  const stored = yield* row(
    on.db.insert(specialists).values(values).returning({ id: specialists.id }),
  );
  if (!stored) throw new Error('the listing was not stored');
  return stored.id;
}

/**
 * Applies an admin's edit; false when no listing has that id. A step of the edit's unit of
 * work, which `engine.commit` runs in one transaction.
 */
export function* updateSpecialist(
  on: EngineScope,
  id: number,
  update: AdminSpecialistUpdate,
): Steps<boolean> {
  const { specialists } = on.tables;
  const { services: serviceSlugs, suspendedReason, ...fields } = update;
  const status =
    fields.status === undefined
      ? {}
      : { suspendedReason: fields.status === 'suspended' ? (suspendedReason ?? null) : null };
  const values = { ...fields, ...status, ...(fields.website === '' ? { website: null } : {}) };
  const found = yield* row(
    on.db.select({ id: specialists.id }).from(specialists).where(eq(specialists.id, id)),
  );
  if (!found) return false;
  if (Object.keys(values).length > 0) {
    yield* changes(on.db.update(specialists).set(values).where(eq(specialists.id, id)));
  }
  if (serviceSlugs) yield* setServices(on, id, serviceSlugs);
  return true;
}

/** Everything the manage screen shows of one listing, or undefined for an unknown id. */
export function* specialistForAdmin(on: EngineScope, id: number) {
  const { db, tables } = on;
  const { businesses, cities, enquiries, enquiryRecipients, reviews, services } = tables;
  const { specialistServices, specialists } = tables;
  const found = yield* row(
    db
      .select({ specialist: specialists, city: cities.name, citySlug: cities.slug })
      .from(specialists)
      .innerJoin(cities, eq(cities.id, specialists.cityId))
      .where(eq(specialists.id, id)),
  );
  if (!found) return undefined;
  const serviceNames = yield* rows(
    db
      .select({ name: services.name })
      .from(specialistServices)
      .innerJoin(services, eq(services.slug, specialistServices.serviceSlug))
      .where(eq(specialistServices.specialistId, id)),
  );
  const business = yield* row(
    db
      .select({ email: businesses.email, passwordHash: businesses.passwordHash })
      .from(businesses)
      .where(eq(businesses.specialistId, id)),
  );
  const recentReviews = yield* rows(
    db
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
      .limit(RECENT),
  );
  const leads = yield* rows(
    db
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
      .limit(RECENT),
  );
  return {
    ...found,
    serviceNames: serviceNames.map((s) => s.name),
    business,
    recentReviews,
    leads,
  };
}
