import type { AdminReviewsQuery } from '@flo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';

const DAY_MS = 86_400_000;

type ReviewStatus = 'pending' | 'published' | 'rejected';
export type ReviewQueueFilters = Omit<AdminReviewsQuery, 'page' | 'pageSize' | 'order'>;

/** `%text%` for LIKE, with the pattern characters in the text matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listing a `specialist` filter names: an id as digits, otherwise a slug. */
function specialistIdOf(db: Db, specialist: string): number | null {
  if (/^\d+$/.test(specialist)) return Number(specialist);
  const row = db.get<{ id: number }>(sql`select id from specialists where slug = ${specialist}`);
  return row?.id ?? null;
}

/**
 * The filters as SQL over `reviews r`. The status (and the listing,
 * when chosen) with the age bounds are a range of the `(status, created_at)` or
 * `(specialist_id, status, created_at)` index; text, rating and verified are checked on the rows
 * of that range. Null when the filters name a listing that does not exist.
 */
function filtersSql(db: Db, f: ReviewQueueFilters, now: Date): SQL | null {
  const where: SQL[] = [sql`r.status = ${f.status}`];
  if (f.specialist) {
    const id = specialistIdOf(db, f.specialist);
    if (id === null) return null;
    where.push(sql`r.specialist_id = ${id}`);
  }
  if (f.olderThanDays !== undefined) {
    where.push(sql`r.created_at <= ${now.getTime() - f.olderThanDays * DAY_MS}`);
  }
  if (f.from) where.push(sql`r.created_at >= ${Date.parse(`${f.from}T00:00:00Z`)}`);
  if (f.to) where.push(sql`r.created_at < ${Date.parse(`${f.to}T00:00:00Z`) + DAY_MS}`);
  if (f.rating !== undefined) where.push(sql`+r.rating = ${f.rating}`);
  if (f.verified !== undefined) where.push(sql`+r.verified = ${f.verified ? 1 : 0}`);
  if (f.q) {
    const pattern = containing(f.q);
    // The listings' names are matched once, as a list of ids, so the count needs no join.
    where.push(sql`(r.text like ${pattern} escape '\\' or r.customer_name like ${pattern} escape '\\'
      or r.specialist_id in (select id from specialists where name like ${pattern} escape '\\'))`);
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

/**
 * One page of the moderation queue and how many reviews match in all. The page is read along
 * the index in its order (no sort); the total counts the same indexed range.
 */
export function reviewQueuePage(db: Db, query: AdminReviewsQuery, now: Date) {
  const where = filtersSql(db, query, now);
  if (!where) return { rows: [] as ReviewQueueRow[], total: 0 };
  const direction = query.order === 'newest' ? sql`desc` : sql`asc`;
  const rows = db.all<ReviewQueueRow>(sql`select r.id, s.id as specialistId,
      s.name as specialistName, s.slug as specialistSlug, r.customer_name as customerName,
      r.rating, r.text as reviewText, r.status, r.verified, r.rejection_reason as rejectionReason,
      r.created_at as createdAt, r.moderated_at as moderatedAt
    from reviews r join specialists s on s.id = r.specialist_id
    where ${where}
    order by r.created_at ${direction}, r.id ${direction}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const counted = db.get<{ total: number }>(
    sql`select count(*) as total from reviews r where ${where}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The status of each of these reviews that exists. */
export function reviewStatuses(db: DbExecutor, ids: readonly number[]) {
  const rows = db.all<{ id: number; status: ReviewStatus }>(
    sql`select id, status from reviews where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Publishes or rejects these reviews (all of which exist and are in another status). */
export function moderateReviews(
  db: DbExecutor,
  ids: readonly number[],
  decision: { status: 'published' } | { status: 'rejected'; reason: string },
  at: Date,
) {
  if (ids.length === 0) return;
  const reason = decision.status === 'rejected' ? decision.reason : null;
  db.run(sql`update reviews set status = ${decision.status}, rejection_reason = ${reason},
    moderated_at = ${at.getTime()}
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
