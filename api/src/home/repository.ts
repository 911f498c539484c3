import { sql } from 'drizzle-orm';
import { type Engine, type EngineScope, runKept, type Steps, sqlRows } from '../db/engine/index.ts';

export interface RecentReviewRow {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  createdAt: Date;
  verified: boolean;
  specialistName: string;
  specialistSlug: string;
}

type StoredReviewRow = Omit<RecentReviewRow, 'createdAt' | 'verified'> & {
  /** Epoch ms on SQLite, a Date (timestamptz) on PostgreSQL. */
  createdAt: number | Date;
  /** 0 or 1 on SQLite, a boolean on PostgreSQL. */
  verified: number | boolean;
};

/** The newest published reviews of active specialists. */
export function* listRecentReviews(_on: EngineScope, limit: number): Steps<RecentReviewRow[]> {
  const found = yield* sqlRows<StoredReviewRow>(sql`select r.id as id,
      r.customer_name as "customerName", r.rating as rating, r.text as "reviewText",
      r.created_at as "createdAt", r.verified as verified, sp.name as "specialistName",
      sp.slug as "specialistSlug"
    from reviews r join specialists sp on sp.id = r.specialist_id
    where r.status = 'published' and sp.status = 'active'
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return found.map((review) => ({
    ...review,
    createdAt: new Date(review.createdAt),
    verified: Boolean(review.verified),
  }));
}

export interface DirectoryTotals {
  totalSpecialists: number;
  totalReviews: number;
  ratingSum: number;
  totalCities: number;
}

/**
 * Active specialists, their published reviews, and the cities that have at least one: a scan
 * of every active specialist, which SQLite keeps in memory until the next write.
 */
export function directoryTotals(engine: Engine): DirectoryTotals | Promise<DirectoryTotals> {
  return runKept(engine, 'directory-totals', readDirectoryTotals);
}

/** PostgreSQL answers counts and bigint sums as strings: numbers on both here. */
function* readDirectoryTotals(_on: EngineScope): Steps<DirectoryTotals> {
  const [totals] = yield* sqlRows<Record<keyof DirectoryTotals, number | string>>(sql`select
      count(*) as "totalSpecialists", count(distinct sp.city_id) as "totalCities",
      coalesce(sum(sp.review_count), 0) as "totalReviews",
      coalesce(sum(sp.rating_sum), 0) as "ratingSum"
    from specialists sp
    where sp.status = 'active'`);
  return {
    totalSpecialists: Number(totals?.totalSpecialists ?? 0),
    totalReviews: Number(totals?.totalReviews ?? 0),
    ratingSum: Number(totals?.ratingSum ?? 0),
    totalCities: Number(totals?.totalCities ?? 0),
  };
}
