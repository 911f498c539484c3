import type { ServiceSlug } from '@flo/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cachedRead } from '../db/read-cache.ts';

export interface ServiceCityRow {
  slug: string;
  name: string;
  region: string;
  specialistCount: number;
  reviewCount: number;
  ratingSum: number;
}

/**
 * Cities with active specialists offering `service`, most specialists first, then by name;
 * with the published-review totals of those specialists. A scan of every specialist offering
 * it, kept in memory until the next write.
 */
export function listCitiesOfferingService(
  db: Db,
  service: ServiceSlug,
  limit: number,
): ServiceCityRow[] {
  return cachedRead(db, `service-cities:${service}:${limit}`, () =>
    readCitiesOfferingService(db, service, limit),
  );
}

function readCitiesOfferingService(db: Db, service: ServiceSlug, limit: number): ServiceCityRow[] {
  return db.all<ServiceCityRow>(sql`select c.slug as slug, c.name as name, c.region as region,
      count(*) as specialistCount, sum(sp.review_count) as reviewCount,
      sum(sp.rating_sum) as ratingSum
    from specialist_services ss
    join specialists sp on sp.id = ss.specialist_id and sp.status = 'active'
    join cities c on c.id = sp.city_id
    where ss.service_slug = ${service}
    group by c.id
    order by specialistCount desc, c.name collate nocase
    limit ${limit}`);
}
