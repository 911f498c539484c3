import { and, count, eq, gte, inArray, notExists, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type EngineScope, row, rows, type Steps } from '../../db/engine/index.ts';

const DAY_MS = 86_400_000;

/** How many rows of `table` match `where`: drizzle's `count()`, a number on both engines. */
function* countOf(on: EngineScope, table: SQLiteTable, where: SQL | undefined): Steps<number> {
  const found = yield* row(on.db.select({ n: count() }).from(table).where(where));
  return found?.n ?? 0;
}

/**
 * The overview's figures. Enquiry counts read a date range of the created_at index and open
 * items the status indexes; specialists are counted by status on the (city, status) index,
 * which stays a cheap index-only count at the size of the whole UK directory.
 */
export function* overviewFigures(on: EngineScope, now: Date) {
  const { db, tables } = on;
  const { claimRequests, enquiries, enquiryRecipients, reviews, specialists } = tables;
  const since = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const byStatus = yield* rows(
    db
      .select({ status: specialists.status, n: count() })
      .from(specialists)
      .where(inArray(specialists.status, ['active', 'suspended']))
      .groupBy(specialists.status),
  );
  const specialistsWith = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const unmatched = and(
    eq(enquiries.status, 'new'),
    notExists(
      db
        .select({ one: enquiryRecipients.enquiryId })
        .from(enquiryRecipients)
        .where(eq(enquiryRecipients.enquiryId, enquiries.id)),
    ),
  );
  return {
    specialists: { active: specialistsWith('active'), suspended: specialistsWith('suspended') },
    enquiries: {
      last7Days: yield* countOf(on, enquiries, gte(enquiries.createdAt, since(7))),
      last30Days: yield* countOf(on, enquiries, gte(enquiries.createdAt, since(30))),
      unmatchedOpen: yield* countOf(on, enquiries, unmatched),
    },
    pendingReviews: yield* countOf(on, reviews, eq(reviews.status, 'pending')),
    pendingClaims: yield* countOf(on, claimRequests, eq(claimRequests.status, 'pending')),
  };
}
