import { sql } from 'drizzle-orm';
import type { ServiceSlug } from '../contract/index.ts';
import type { Db } from '../db/client.ts';
import { publishedStats } from '../search/cards.ts';

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
 * with the published-review totals of those specialists.
 */
export function listCitiesOfferingService(
  db: Db,
  service: ServiceSlug,
  limit: number,
): ServiceCityRow[] {
  return db.all<ServiceCityRow>(sql`select c.slug as slug, c.name as name, c.region as region,
      count(*) as specialistCount, coalesce(sum(st.n), 0) as reviewCount,
      coalesce(sum(st.s), 0) as ratingSum
    from specialist_services ss
    join specialists sp on sp.id = ss.specialist_id and sp.status = 'active'
    join cities c on c.id = sp.city_id
    left join ${publishedStats} st on st.specialist_id = sp.id
    where ss.service_slug = ${service}
    group by c.id
    order by specialistCount desc, c.name collate nocase
    limit ${limit}`);
}
