import type { ServiceSlug, Specialist, SpecialistDetail } from '@flo/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  caseless,
  type Engine,
  type EngineScope,
  row,
  rows,
  runKept,
  type Steps,
  type Tables,
} from '../db/engine/index.ts';
import { formatAverageRating } from './rating.ts';

const isActive = ({ specialists }: Tables) => eq(specialists.status, 'active');

/** A card's columns; the review totals are kept on the specialist row by the triggers on reviews. */
const cardColumns = ({ specialists, cities }: Tables) => ({
  id: specialists.id,
  name: specialists.name,
  slug: specialists.slug,
  city: cities.name,
  tier: specialists.tier,
  reviewCount: specialists.reviewCount,
  ratingSum: specialists.ratingSum,
});

type ServiceRow = { specialistId: number; slug: string; label: string; recorded: number };

/**
 * Service labels per specialist, in the order they were recorded. The page's few rows are put
 * in that order here, so SQLite reads them along the primary key without a temporary B-tree.
 */
function* servicesOf(
  on: EngineScope,
  specialistIds: number[],
): Steps<Map<number, { slug: string; label: string }[]>> {
  const byId = new Map<number, { slug: string; label: string }[]>();
  if (specialistIds.length === 0) return byId;
  const { specialistServices } = on.tables;
  const found: ServiceRow[] = yield* rows(
    on.db
      .select({
        specialistId: specialistServices.specialistId,
        slug: specialistServices.serviceSlug,
        label: specialistServices.label,
        recorded: sql<number>`${specialistServices}.rowid`,
      })
      .from(specialistServices)
      .where(inArray(specialistServices.specialistId, specialistIds)),
  );
  found.sort((a, b) => a.recorded - b.recorded);
  for (const service of found) {
    byId.set(service.specialistId, [...(byId.get(service.specialistId) ?? []), service]);
  }
  return byId;
}

/**
 * One page of the active specialists of a city as list cards: featured tier first, then by
 * rounded average published rating, then by number of published reviews, then by name so the
 * order is stable. The order is written as `specialists_city_listing_idx` is, so a page reads
 * that many index entries past the offset and sorts nothing.
 */
export function* listActiveSpecialistsInCity(
  on: EngineScope,
  citySlug: string,
  page: { limit: number; offset: number },
): Steps<Specialist[]> {
  const { specialists, cities } = on.tables;
  const found = yield* rows(
    on.db
      .select(cardColumns(on.tables))
      .from(specialists)
      .innerJoin(cities, eq(cities.id, specialists.cityId))
      .where(and(eq(cities.slug, citySlug), isActive(on.tables)))
      .orderBy(
        desc(sql`(${specialists.tier} = 'featured')`),
        desc(specialists.ratingTenths),
        desc(specialists.reviewCount),
        asc(caseless(on, specialists.name)),
        asc(specialists.id),
      )
      .limit(page.limit)
      .offset(page.offset),
  );
  const services = yield* servicesOf(
    on,
    found.map((card) => card.id),
  );
  return found.map(({ ratingSum, reviewCount, tier, ...card }) => ({
    ...card,
    servicesOffered: (services.get(card.id) ?? []).map((service) => service.label),
    averageRating: formatAverageRating(ratingSum, reviewCount),
    reviewCount,
    ...(tier === 'featured' ? { featured: true as const } : {}),
  }));
}

function* cityListingBody(
  on: EngineScope,
  citySlug: string,
  page: { limit: number; offset: number },
): Steps<Uint8Array<ArrayBuffer>> {
  return Buffer.from(JSON.stringify(yield* listActiveSpecialistsInCity(on, citySlug, page)));
}

/**
 * `listActiveSpecialistsInCity` as the UTF-8 JSON the route sends. SQLite keeps it in memory
 * until the next write to the database (a review published, a specialist suspended or
 * re-tiered: any write drops every entry), so a page asked for again costs no query, no
 * serialisation and no encoding.
 *
 * @example
 * const body = await cityListingJson(engine, 'manchester', { limit: 24, offset: 0 }); // <Buffer 5b 7b ...>
 */
export function cityListingJson(
  engine: Engine,
  citySlug: string,
  page: { limit: number; offset: number },
): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> {
  const key = `city-listing:${citySlug}:${page.limit}:${page.offset}`;
  return runKept(engine, key, cityListingBody, citySlug, page);
}

export type ActiveSpecialist = Omit<
  SpecialistDetail,
  'responseFigures' | 'coverage' | 'checks' | 'logo' | 'photos'
> & { serviceRadiusMiles: number | null };

/** One active specialist with what its profile shows, or undefined when unknown or not active. */
export function* findActiveSpecialistBySlug(
  on: EngineScope,
  slug: string,
): Steps<ActiveSpecialist | undefined> {
  const { specialists, cities } = on.tables;
  const found = yield* row(
    on.db
      .select({
        ...cardColumns(on.tables),
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
      .where(and(eq(specialists.slug, slug), isActive(on.tables))),
  );
  if (!found) return undefined;
  const { ratingSum, reviewCount, claimedByBusinessId, ...detail } = found;
  const services = (yield* servicesOf(on, [found.id])).get(found.id) ?? [];
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
export function* isActiveSpecialist(on: EngineScope, id: number): Steps<boolean> {
  const { specialists } = on.tables;
  const found = yield* row(
    on.db
      .select({ id: specialists.id })
      .from(specialists)
      .where(and(eq(specialists.id, id), isActive(on.tables))),
  );
  return found !== undefined;
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
 * A scan of every such specialist, so SQLite keeps it in memory until the next write.
 */
export function offeringStats(
  engine: Engine,
  service: ServiceSlug,
  citySlug?: string,
): OfferingStats | Promise<OfferingStats> {
  const key = `offering-stats:${service}:${citySlug ?? ''}`;
  return runKept(engine, key, readOfferingStats, service, citySlug);
}

/** Counts and sums as numbers on both engines (PostgreSQL answers bigint ones as strings). */
const counted = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

function* readOfferingStats(
  on: EngineScope,
  service: ServiceSlug,
  citySlug?: string,
): Steps<OfferingStats> {
  const { specialistServices, specialists, cities } = on.tables;
  const conditions: SQL[] = [eq(specialistServices.serviceSlug, service), isActive(on.tables)];
  if (citySlug !== undefined) conditions.push(eq(cities.slug, citySlug));
  const totals = (yield* row(
    on.db
      .select({
        totalSpecialists: counted(sql`count(*)`),
        totalCities: counted(sql`count(distinct ${specialists.cityId})`),
        totalReviews: counted(sql`coalesce(sum(${specialists.reviewCount}), 0)`),
        ratingSum: counted(sql`coalesce(sum(${specialists.ratingSum}), 0)`),
      })
      .from(specialistServices)
      .innerJoin(specialists, eq(specialists.id, specialistServices.specialistId))
      .innerJoin(cities, eq(cities.id, specialists.cityId))
      .where(and(...conditions)),
  )) ?? { totalSpecialists: 0, totalCities: 0, totalReviews: 0, ratingSum: 0 };
  return {
    totalSpecialists: totals.totalSpecialists,
    totalCities: totals.totalCities,
    totalReviews: totals.totalReviews,
    averageRating: formatAverageRating(totals.ratingSum, totals.totalReviews),
  };
}
