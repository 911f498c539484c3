import type { AdminReviewsQuery } from '@flo/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  changes,
  type EngineScope,
  likeAnyCase,
  rows,
  type Steps,
  sqlRows,
} from '../../db/engine/index.ts';

const DAY_MS = 86_400_000;

type ReviewStatus = 'pending' | 'published' | 'rejected';
export type ReviewQueueFilters = Omit<AdminReviewsQuery, 'page' | 'pageSize' | 'order'>;

/** `%text%` for LIKE, with the pattern characters in the text matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listing a `specialist` filter names: an id as digits, otherwise a slug. */
function* specialistIdOf(specialist: string): Steps<number | null> {
  if (/^\d+$/.test(specialist)) return Number(specialist);
  const [found] = yield* sqlRows<{ id: number }>(
    sql`select id from specialists where slug = ${specialist}`,
  );
  return found?.id ?? null;
}

/**
 * The filters as SQL over `reviews r`. The status (and the listing,
 * when chosen) with the age bounds are a range of the `(status, created_at)` or
 * `(specialist_id, status, created_at)` index; text, rating and verified are checked on the rows
 * of that range. Null when the filters name a listing that does not exist.
 */
function* filtersSql(on: EngineScope, f: ReviewQueueFilters, now: Date): Steps<SQL | null> {
  // Times are bound through the column, so each driver gets its own form (SQLite epoch ms).
  const at = (ms: number) => sql.param(new Date(ms), on.tables.reviews.createdAt);
  const where: SQL[] = [sql`r.status = ${f.status}`];
  if (f.specialist) {
    const id = yield* specialistIdOf(f.specialist);
    if (id === null) return null;
    where.push(sql`r.specialist_id = ${id}`);
  }
  if (f.olderThanDays !== undefined) {
    where.push(sql`r.created_at <= ${at(now.getTime() - f.olderThanDays * DAY_MS)}`);
  }
  if (f.from) where.push(sql`r.created_at >= ${at(Date.parse(`${f.from}T00:00:00Z`))}`);
  if (f.to) where.push(sql`r.created_at < ${at(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)}`);
  // SQLite's unary + keeps these off the indexes; PostgreSQL plans on its own.
  if (f.rating !== undefined) {
    where.push(
      on.dialect === 'sqlite' ? sql`+r.rating = ${f.rating}` : sql`r.rating = ${f.rating}`,
    );
  }
  if (f.verified !== undefined) {
    where.push(
      on.dialect === 'sqlite'
        ? sql`+r.verified = ${f.verified ? 1 : 0}`
        : sql`r.verified = ${f.verified}`,
    );
  }
  if (f.q) {
    const pattern = containing(f.q);
    // The listings' names are matched once, as a list of ids, so the count needs no join.
    where.push(sql`(${likeAnyCase(on, sql`r.text`, pattern)}
      or ${likeAnyCase(on, sql`r.customer_name`, pattern)}
      or r.specialist_id in (select id from specialists
        where ${likeAnyCase(on, sql`name`, pattern)}))`);
  }
  return sql.join(where, sql` and `);
}

export interface ReviewQueueRow {
  id: number;
  specialistId: number;
  specialistName: string;
  specialistSlug: string;
  customerName: string;
  rating: number;
  reviewText: string;
  status: ReviewStatus;
  verified: number;
  rejectionReason: string | null;
  createdAt: number;
  moderatedAt: number | null;
}

/** A page row as either driver reads it: SQLite's numbers, node-postgres's Dates and booleans. */
type RawQueueRow = Omit<ReviewQueueRow, 'verified' | 'createdAt' | 'moderatedAt'> & {
  verified: number | boolean;
  createdAt: number | Date;
  moderatedAt: number | Date | null;
};

/**
 * One page of the moderation queue and how many reviews match in all. The page is read along
 * the index in its order (no sort); the total counts the same indexed range.
 */
export function* reviewQueuePage(on: EngineScope, query: AdminReviewsQuery, now: Date) {
  const where = yield* filtersSql(on, query, now);
  if (!where) return { rows: [] as ReviewQueueRow[], total: 0 };
  const direction = query.order === 'newest' ? sql`desc` : sql`asc`;
  const found = yield* sqlRows<RawQueueRow>(sql`select r.id, s.id as "specialistId",
      s.name as "specialistName", s.slug as "specialistSlug", r.customer_name as "customerName",
      r.rating, r.text as "reviewText", r.status, r.verified,
      r.rejection_reason as "rejectionReason",
      r.created_at as "createdAt", r.moderated_at as "moderatedAt"
    from reviews r join specialists s on s.id = r.specialist_id
    where ${where}
    order by r.created_at ${direction}, r.id ${direction}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const [counted] = yield* sqlRows<{ total: unknown }>(
    sql`select count(*) as total from reviews r where ${where}`,
  );
  const page: ReviewQueueRow[] = found.map((review) => ({
    ...review,
    verified: Number(review.verified),
    createdAt: new Date(review.createdAt).getTime(),
    moderatedAt: review.moderatedAt === null ? null : new Date(review.moderatedAt).getTime(),
  }));
  return { rows: page, total: Number(counted?.total ?? 0) };
}

/** The status of each of these reviews that exists. */
export function* reviewStatuses(on: EngineScope, ids: readonly number[]) {
  const { reviews } = on.tables;
  const found = yield* rows(
    on.db
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(inArray(reviews.id, [...ids])),
  );
  return new Map(found.map((review) => [review.id, review.status]));
}

/** Publishes or rejects these reviews (all of which exist and are in another status). */
export function* moderateReviews(
  on: EngineScope,
  ids: readonly number[],
  decision: { status: 'published' } | { status: 'rejected'; reason: string },
  at: Date,
): Steps<void> {
  if (ids.length === 0) return;
  const { reviews } = on.tables;
  yield* changes(
    on.db
      .update(reviews)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        moderatedAt: at,
      })
      .where(inArray(reviews.id, [...ids])),
  );
}
