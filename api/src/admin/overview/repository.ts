import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * The overview's figures. Enquiry counts read a date range of the created_at index and open
 * items the status indexes; specialists are counted by status on the (city, status) index,
 * which stays a cheap index-only count at the size of the whole UK directory.
 */
export function overviewFigures(db: Db, now: Date) {
  const since = (n: number) => now.getTime() - n * DAY_MS;
  const count = (query: ReturnType<typeof sql>) => db.get<{ n: number }>(query)?.n ?? 0;
  const byStatus = db.all<{ status: string; n: number }>(
    sql`select status, count(*) as n from specialists where status in ('active', 'suspended')
      group by status`,
  );
  return {
    specialists: {
      active: byStatus.find((row) => row.status === 'active')?.n ?? 0,
      suspended: byStatus.find((row) => row.status === 'suspended')?.n ?? 0,
    },
    enquiries: {
      last7Days: count(sql`select count(*) as n from enquiries where created_at >= ${since(7)}`),
      last30Days: count(sql`select count(*) as n from enquiries where created_at >= ${since(30)}`),
      unmatchedOpen: count(sql`select count(*) as n from enquiries e where e.status = 'new'
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`),
    },
    pendingReviews: count(sql`select count(*) as n from reviews where status = 'pending'`),
    pendingClaims: count(sql`select count(*) as n from claim_requests where status = 'pending'`),
  };
}
