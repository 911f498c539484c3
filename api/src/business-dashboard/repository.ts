import type { ListingTier } from '@flo/contract';
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { type EngineScope, epochMsOf, row, rows, type Steps } from '../db/engine/index.ts';

/** The listing tier of a specialist; a business always has its specialist. */
export function* tierOf(on: EngineScope, specialistId: number): Steps<ListingTier> {
  const { specialists } = on.tables;
  const found = yield* row(
    on.db
      .select({ tier: specialists.tier })
      .from(specialists)
      .where(eq(specialists.id, specialistId)),
  );
  if (!found) throw new Error(`Specialist ${specialistId} of a business is missing`);
  return found.tier;
}

const receivedSince = ({ tables: { enquiryRecipients } }: EngineScope, id: number, since: Date) =>
  and(eq(enquiryRecipients.specialistId, id), gte(enquiryRecipients.createdAt, since));

/**
 * Leads a specialist received since `since` and how many of them it answered. Reads only that
 * specialist's slice of the (specialist_id, created_at) index.
 */
export function* leadCountsSince(
  on: EngineScope,
  specialistId: number,
  since: Date,
): Steps<{ leads: number; answered: number }> {
  const { enquiryRecipients } = on.tables;
  const found = yield* row(
    on.db
      .select({ leads: count(), answered: count(enquiryRecipients.firstResponseAt) })
      .from(enquiryRecipients)
      .where(receivedSince(on, specialistId, since)),
  );
  return { leads: found?.leads ?? 0, answered: found?.answered ?? 0 };
}

/**
 * The middle one or two first-response delays (ms) of the answered leads since `since`, out of
 * `answered` of them: the database sorts only that specialist's answered leads in the window.
 */
export function* middleResponseDelays(
  on: EngineScope,
  specialistId: number,
  since: Date,
  answered: number,
): Steps<number[]> {
  if (answered === 0) return [];
  const { enquiryRecipients } = on.tables;
  const delay = sql<number>`${epochMsOf(on, enquiryRecipients.firstResponseAt)} - ${epochMsOf(on, enquiryRecipients.createdAt)}`;
  const found = yield* rows(
    on.db
      .select({ delay: on.dialect === 'sqlite' ? delay : delay.mapWith(Number) })
      .from(enquiryRecipients)
      .where(
        and(receivedSince(on, specialistId, since), isNotNull(enquiryRecipients.firstResponseAt)),
      )
      .orderBy(delay)
      .limit(answered % 2 === 0 ? 2 : 1)
      .offset(Math.floor((answered - 1) / 2)),
  );
  return found.map((lead) => lead.delay);
}

/** Leads per week since `weekStart` (a Monday): week number from 0 → leads, empty weeks absent. */
export function* leadsPerWeekSince(
  on: EngineScope,
  specialistId: number,
  weekStart: Date,
  weekMs: number,
): Steps<{ week: number; leads: number }[]> {
  const { enquiryRecipients } = on.tables;
  // SQLite binds the parameters as REAL, so the quotient is cast back to a whole week number.
  const week =
    on.dialect === 'sqlite'
      ? sql<number>`cast((${enquiryRecipients.createdAt} - ${weekStart.getTime()}) / ${weekMs} as integer)`
      : sql<number>`floor((${epochMsOf(on, enquiryRecipients.createdAt)} - ${weekStart.getTime()}) / ${weekMs})::integer`;
  return yield* rows(
    on.db
      .select({ week, leads: count() })
      .from(enquiryRecipients)
      .where(receivedSince(on, specialistId, weekStart))
      // PostgreSQL numbers the expression's parameters anew in GROUP BY, so it groups by position.
      .groupBy(on.dialect === 'sqlite' ? week : sql`1`),
  );
}
