import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cachedRead } from '../db/read-cache.ts';

export interface RecentReviewRow {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  createdAt: number;
  verified: number;
  specialistName: string;
  specialistSlug: string;
}

/** The newest published reviews of active specialists. */
export function listRecentReviews(db: Db, limit: number): RecentReviewRow[] {
  return db.all<RecentReviewRow>(sql`select r.id as id, r.customer_name as customerName,
      r.rating as rating, r.text as reviewText, r.created_at as createdAt, r.verified as verified,
      sp.name as specialistName, sp.slug as specialistSlug
    from reviews r join specialists sp on sp.id = r.specialist_id
    where r.status = 'published' and sp.status = 'active'
    order by r.created_at desc, r.id desc
    limit ${limit}`);
}

export interface DirectoryTotals {
  totalSpecialists: number;
  totalReviews: number;
  ratingSum: number;
  totalCities: number;
}

/**
 * Active specialists, their published reviews, and the cities that have at least one: a scan
 * of every active specialist, kept in memory until the next write.
 */
export function directoryTotals(db: Db): DirectoryTotals {
  return cachedRead(db, 'directory-totals', () => readDirectoryTotals(db));
}

function readDirectoryTotals(db: Db): DirectoryTotals {
  const row = db.get<DirectoryTotals>(sql`select count(*) as totalSpecialists,
      count(distinct sp.city_id) as totalCities,
      coalesce(sum(sp.review_count), 0) as totalReviews, coalesce(sum(sp.rating_sum), 0) as ratingSum
    from specialists sp
    where sp.status = 'active'`);
  return row ?? { totalSpecialists: 0, totalReviews: 0, ratingSum: 0, totalCities: 0 };
}
