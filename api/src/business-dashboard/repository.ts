import type { ListingTier } from '@flo/contract';
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enquiryRecipients, specialists } from '../db/schema.ts';

/** The listing tier of a specialist; a business always has its specialist. */
export function tierOf(db: Db, specialistId: number): ListingTier {
  const row = db
    .select({ tier: specialists.tier })
    .from(specialists)
    .where(eq(specialists.id, specialistId))
    .get();
  if (!row) throw new Error(`Specialist ${specialistId} of a business is missing`);
  return row.tier;
}

const receivedSince = (specialistId: number, since: Date) =>
  and(eq(enquiryRecipients.specialistId, specialistId), gte(enquiryRecipients.createdAt, since));

/**
 * Leads a specialist received since `since` and how many of them it answered. Reads only that
 * specialist's slice of the (specialist_id, created_at) index.
 */
export function leadCountsSince(db: Db, specialistId: number, since: Date) {
  const row = db
    .select({ leads: count(), answered: count(enquiryRecipients.firstResponseAt) })
    .from(enquiryRecipients)
    .where(receivedSince(specialistId, since))
    .get();
  return { leads: row?.leads ?? 0, answered: row?.answered ?? 0 };
}

/**
 * The middle one or two first-response delays (ms) of the answered leads since `since`, out of
 * `answered` of them: SQLite sorts only that specialist's answered leads in the window.
 */
export function middleResponseDelays(
  db: Db,
  specialistId: number,
  since: Date,
  answered: number,
): number[] {
  if (answered === 0) return [];
  const delay = sql<number>`${enquiryRecipients.firstResponseAt} - ${enquiryRecipients.createdAt}`;
  return db
    .select({ delay })
    .from(enquiryRecipients)
    .where(and(receivedSince(specialistId, since), isNotNull(enquiryRecipients.firstResponseAt)))
    .orderBy(delay)
    .limit(answered % 2 === 0 ? 2 : 1)
    .offset(Math.floor((answered - 1) / 2))
    .all()
    .map((row) => row.delay);
}

/** Leads per week since `weekStart` (a Monday): week number from 0 → leads, empty weeks absent. */
export function leadsPerWeekSince(db: Db, specialistId: number, weekStart: Date, weekMs: number) {
  // Parameters bind as REAL, so the quotient is cast back to a whole week number.
  const week = sql<number>`cast((${enquiryRecipients.createdAt} - ${weekStart.getTime()}) / ${weekMs} as integer)`;
  return db
    .select({ week, leads: count() })
    .from(enquiryRecipients)
    .where(receivedSince(specialistId, weekStart))
    .groupBy(week)
    .all();
}
