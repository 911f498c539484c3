import type { ServiceSlug, Specialist, SpecialistDetail } from '@flo/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cachedRead } from '../db/read-cache.ts';
import { cities, specialistServices, specialists } from '../db/schema.ts';
import { formatAverageRating } from './rating.ts';

/** Published-review totals kept on the specialist row by the triggers on reviews. */
const publishedCount = specialists.reviewCount;
const publishedRatingSum = specialists.ratingSum;

const isActive = eq(specialists.status, 'active');

const cardColumns = {
  id: specialists.id,
  name: specialists.name,
  slug: specialists.slug,
  city: cities.name,
  tier: specialists.tier,
  reviewCount: publishedCount,
  ratingSum: publishedRatingSum,
};

/**
 * Service labels per specialist, in the order they were recorded. The page's few rows are put
 * in that order here, so SQLite reads them along the primary key without a temporary B-tree.
 */
function servicesOf(db: Db, specialistIds: number[]) {
  const byId = new Map<number, { slug: string; label: string }[]>();
  if (specialistIds.length === 0) return byId;
  const rows = db
    .select({
      specialistId: specialistServices.specialistId,
      slug: specialistServices.serviceSlug,
      label: specialistServices.label,
      recorded: sql<number>`${specialistServices}.rowid`,
    })
    .from(specialistServices)
    .where(inArray(specialistServices.specialistId, specialistIds))
    .all()
    .sort((a, b) => a.recorded - b.recorded);
  for (const row of rows) {
    byId.set(row.specialistId, [...(byId.get(row.specialistId) ?? []), row]);
  }
  return byId;
}

/**
 * One page of the active specialists of a city as list cards: featured tier first, then by
 * rounded average published rating, then by number of published reviews, then by name so the
 * order is stable. The order is written as `specialists_city_listing_idx` is, so a page reads
 * that many index entries past the offset and sorts nothing.
 */
export function listActiveSpecialistsInCity(
  db: Db,
  citySlug: string,
  page: { limit: number; offset: number },
): Specialist[] {
  const rows = db
    .select(cardColumns)
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(cities.slug, citySlug), isActive))
    .orderBy(
      desc(sql`(${specialists.tier} = 'featured')`),
      desc(specialists.ratingTenths),
      desc(specialists.reviewCount),
      asc(sql`${specialists.name} collate nocase`),
      asc(specialists.id),
    )
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const services = servicesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ ratingSum, reviewCount, tier, ...card }) => ({
    ...card,
    servicesOffered: (services.get(card.id) ?? []).map((service) => service.label),
    averageRating: formatAverageRating(ratingSum, reviewCount),
    reviewCount,
    ...(tier === 'featured' ? { featured: true as const } : {}),
  }));
}

/**
 * `listActiveSpecialistsInCity` as the UTF-8 JSON the route sends, kept in memory until the
 * next write to the database (a review published, a specialist suspended or re-tiered: any
 * write drops every entry), so a page asked for again costs no query, no serialisation and no
 * encoding.
 *
 * @example
 * const body = cityListingJson(db, 'manchester', { limit: 24, offset: 0 }); // <Buffer 5b 7b ...>
 */
export function cityListingJson(
  db: Db,
  citySlug: string,
  page: { limit: number; offset: number },
): Uint8Array<ArrayBuffer> {
  return cachedRead(db, `city-listing:${citySlug}:${page.limit}:${page.offset}`, () =>
    Buffer.from(JSON.stringify(listActiveSpecialistsInCity(db, citySlug, page))),
  );
}

/** One active specialist with what its profile shows, or undefined when unknown or not active. */
export async function findActiveSpecialistBySlug(
  db: Db,
  slug: string,
): Promise<
  | (Omit<SpecialistDetail, 'responseFigures' | 'coverage' | 'checks' | 'logo' | 'photos'> & {
      serviceRadiusMiles: number | null;
    })
  | undefined
> {
  const [row] = await db
    .select({
      ...cardColumns,
      citySlug: cities.slug,
      region: cities.region,
      postcodeAreas: cities.postcodeAreas,
      description: specialists.description,
      phone: specialists.phone,
      email: specialists.email,
      website: specialists.website,
      areas: specialists.areas,
      serviceRadiusMiles: specialists.serviceRadiusMiles,
      claimedByBusinessId: specialists.claimedByBusinessId,
    })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(specialists.slug, slug), isActive));
  if (!row) return undefined;
  const { ratingSum, reviewCount, claimedByBusinessId, ...detail } = row;
  const services = servicesOf(db, [row.id]).get(row.id) ?? [];
  return {
    ...detail,
    ...(detail.tier === 'featured' ? { featured: true as const } : {}),
    servicesOffered: services.map((service) => service.label),
    serviceSlugs: services.map((service) => service.slug),
    averageRating: formatAverageRating(ratingSum, reviewCount),
    reviewCount,
    claimed: claimedByBusinessId !== null,
  };
}

/** True when the specialist exists and is listed (active); hidden ones behave as unknown. */
export async function isActiveSpecialist(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.id, id), isActive));
  return row !== undefined;
}

export interface OfferingStats {
  totalSpecialists: number;
  totalCities: number;
  totalReviews: number;
  /** Average over every published review of those specialists, not an average of averages. */
  averageRating: string | null;
}

/**
 * Aggregates over the active specialists offering a service, optionally within one city.
 * Each specialist offers a service at most once (primary key), so nothing is counted twice.
 * A scan of every such specialist, so it is kept in memory until the next write.
 */
export function offeringStats(db: Db, service: ServiceSlug, citySlug?: string): OfferingStats {
  return cachedRead(db, `offering-stats:${service}:${citySlug ?? ''}`, () =>
    readOfferingStats(db, service, citySlug),
  );
}

function readOfferingStats(db: Db, service: ServiceSlug, citySlug?: string): OfferingStats {
  const conditions: SQL[] = [eq(specialistServices.serviceSlug, service), isActive];
  if (citySlug !== undefined) conditions.push(eq(cities.slug, citySlug));
  const row = db
    .select({
      totalSpecialists: sql<number>`count(*)`,
      totalCities: sql<number>`count(distinct ${specialists.cityId})`,
      totalReviews: sql<number>`coalesce(sum(${publishedCount}), 0)`,
      ratingSum: sql<number>`coalesce(sum(${publishedRatingSum}), 0)`,
    })
    .from(specialistServices)
    .innerJoin(specialists, eq(specialists.id, specialistServices.specialistId))
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(...conditions))
    .get();
  const totals = row ?? { totalSpecialists: 0, totalCities: 0, totalReviews: 0, ratingSum: 0 };
  return {
    totalSpecialists: totals.totalSpecialists,
    totalCities: totals.totalCities,
    totalReviews: totals.totalReviews,
    averageRating: formatAverageRating(totals.ratingSum, totals.totalReviews),
  };
}
