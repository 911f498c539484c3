import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ServiceSlug, Specialist, SpecialistDetail } from '../contract/index.ts';
import type { Db } from '../db/client.ts';
import { cities, reviews, specialistServices, specialists } from '../db/schema.ts';
import { formatAverageRating } from './rating.ts';

/** Most specialists one city listing returns; the chat shows 3 and a city page far fewer. */
export const CITY_LISTING_LIMIT = 100;

/**
 * Published-review aggregates of the specialist row in the outer query, as correlated
 * subqueries so SQLite answers them from the (specialist_id, status, created_at) index.
 */
const publishedCount = sql<number>`(select count(*) from ${reviews} where ${reviews.specialistId} = ${specialists.id} and ${reviews.status} = 'published')`;
const publishedRatingSum = sql<number>`(select coalesce(sum(${reviews.rating}), 0) from ${reviews} where ${reviews.specialistId} = ${specialists.id} and ${reviews.status} = 'published')`;

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

/** Service labels per specialist, in the order they were recorded. */
async function servicesOf(db: Db, specialistIds: number[]) {
  const byId = new Map<number, { slug: string; label: string }[]>();
  if (specialistIds.length === 0) return byId;
  const rows = await db
    .select({
      specialistId: specialistServices.specialistId,
      slug: specialistServices.serviceSlug,
      label: specialistServices.label,
    })
    .from(specialistServices)
    .where(inArray(specialistServices.specialistId, specialistIds))
    .orderBy(sql`${specialistServices}.rowid`);
  for (const row of rows) {
    byId.set(row.specialistId, [...(byId.get(row.specialistId) ?? []), row]);
  }
  return byId;
}

/**
 * Active specialists of one city as list cards: featured tier first, then by average published
 * rating, then by number of published reviews, then by name so the order is stable.
 */
export async function listActiveSpecialistsInCity(db: Db, citySlug: string): Promise<Specialist[]> {
  const averageOrZero = sql`case when ${publishedCount} = 0 then 0 else ${publishedRatingSum} * 1.0 / ${publishedCount} end`;
  const rows = await db
    .select(cardColumns)
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(cities.slug, citySlug), isActive))
    .orderBy(
      desc(sql`${specialists.tier} = 'featured'`),
      desc(averageOrZero),
      desc(publishedCount),
      asc(specialists.name),
    )
    .limit(CITY_LISTING_LIMIT);
  const services = await servicesOf(
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

/** One active specialist with what its profile shows, or undefined when unknown or not active. */
export async function findActiveSpecialistBySlug(
  db: Db,
  slug: string,
): Promise<Omit<SpecialistDetail, 'responseFigures'> | undefined> {
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
      claimedByBusinessId: specialists.claimedByBusinessId,
    })
    .from(specialists)
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(eq(specialists.slug, slug), isActive));
  if (!row) return undefined;
  const { ratingSum, reviewCount, claimedByBusinessId, ...detail } = row;
  const services = (await servicesOf(db, [row.id])).get(row.id) ?? [];
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
 */
export async function offeringStats(
  db: Db,
  service: ServiceSlug,
  citySlug?: string,
): Promise<OfferingStats> {
  const conditions: SQL[] = [eq(specialistServices.serviceSlug, service), isActive];
  if (citySlug !== undefined) conditions.push(eq(cities.slug, citySlug));
  const [row] = await db
    .select({
      totalSpecialists: sql<number>`count(*)`,
      totalCities: sql<number>`count(distinct ${specialists.cityId})`,
      totalReviews: sql<number>`coalesce(sum(${publishedCount}), 0)`,
      ratingSum: sql<number>`coalesce(sum(${publishedRatingSum}), 0)`,
    })
    .from(specialistServices)
    .innerJoin(specialists, eq(specialists.id, specialistServices.specialistId))
    .innerJoin(cities, eq(cities.id, specialists.cityId))
    .where(and(...conditions));
  const totals = row ?? { totalSpecialists: 0, totalCities: 0, totalReviews: 0, ratingSum: 0 };
  return {
    totalSpecialists: totals.totalSpecialists,
    totalCities: totals.totalCities,
    totalReviews: totals.totalReviews,
    averageRating: formatAverageRating(totals.ratingSum, totals.totalReviews),
  };
}
