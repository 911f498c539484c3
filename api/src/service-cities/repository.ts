import type { ServiceSlug } from '@flo/contract';
import { sql } from 'drizzle-orm';
import {
  caseless,
  type Engine,
  type EngineScope,
  runKept,
  type Steps,
  sqlRows,
} from '../db/engine/index.ts';

export interface ServiceCityRow {
  slug: string;
  name: string;
  region: string;
  specialistCount: number;
  reviewCount: number;
  ratingSum: number;
}

type Totals = 'specialistCount' | 'reviewCount' | 'ratingSum';

/**
 * Cities with active specialists offering `service`, most specialists first, then by name;
 * with the published-review totals of those specialists. A scan of every specialist offering
 * it, which SQLite keeps in memory until the next write.
 */
export function listCitiesOfferingService(
  engine: Engine,
  service: ServiceSlug,
  limit: number,
): ServiceCityRow[] | Promise<ServiceCityRow[]> {
  const key = `service-cities:${service}:${limit}`;
  return runKept(engine, key, readCitiesOfferingService, service, limit);
}

/** PostgreSQL answers counts and bigint sums as strings: numbers on both here. */
function* readCitiesOfferingService(
  on: EngineScope,
  service: ServiceSlug,
  limit: number,
): Steps<ServiceCityRow[]> {
  const found = yield* sqlRows<Omit<ServiceCityRow, Totals> & Record<Totals, number | string>>(
    sql`select c.slug as slug, c.name as name, c.region as region,
      count(*) as "specialistCount", sum(sp.review_count) as "reviewCount",
      sum(sp.rating_sum) as "ratingSum"
    from specialist_services ss
    join specialists sp on sp.id = ss.specialist_id and sp.status = 'active'
    join cities c on c.id = sp.city_id
    where ss.service_slug = ${service}
    group by c.id
    order by "specialistCount" desc, ${caseless(on, sql`c.name`)}
    limit ${limit}`,
  );
  return found.map((city) => ({
    ...city,
    specialistCount: Number(city.specialistCount),
    reviewCount: Number(city.reviewCount),
    ratingSum: Number(city.ratingSum),
  }));
}
