import { MIN_LEADS_FOR_FIGURES, RESPONSE_WINDOW_DAYS, type ResponseFigures } from '@flo/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import {
  type EngineScope,
  perScope,
  rows,
  runOnSqliteNow,
  type Steps,
} from '../db/engine/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * The public figures describe a firm's most recent leads, at most this many: enough for a
 * median that one odd lead does not swing, few enough that reading them is one short walk down
 * the (specialist_id, created_at) index however many leads the firm has had.
 */
export const RESPONSE_SAMPLE_LEADS = 20;

/** The newest leads of one specialist in the window, prepared once per connection. */
const recentLeads = perScope(({ db, tables: { enquiryRecipients } }) =>
  db
    .select({
      createdAt: enquiryRecipients.createdAt,
      firstResponseAt: enquiryRecipients.firstResponseAt,
    })
    .from(enquiryRecipients)
    .where(
      and(
        eq(enquiryRecipients.specialistId, sql.placeholder('specialistId')),
        gte(enquiryRecipients.createdAt, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(enquiryRecipients.createdAt))
    // `? + 0`, not a bare bound limit, which SQLite would re-prepare on every call.
    .limit(sql`${sql.placeholder('limit')} + 0` as unknown as number)
    .prepare(),
);

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor((sorted.length - 1) / 2);
  const low = sorted[middle] ?? 0;
  const high = sorted[sorted.length - 1 - middle] ?? low;
  return (low + high) / 2;
}

/**
 * How a specialist answered its newest leads (at most 20, none older than 90 days): how many it
 * answered with a reply, a quote or a status change, and the median time to that first answer.
 * Null below 5 such leads, so nothing is claimed from too few. One indexed query reading at
 * most 20 rows (`public-figures.test.ts` checks its plan), so the profile and the chat's firm
 * choice compute it per request.
 *
 * @example
 * await engine.run(responseFiguresOf, 7, new Date()) // null below 5 leads in 90 days
 */
export function* responseFiguresOf(
  on: EngineScope,
  specialistId: number,
  now: Date,
): Steps<ResponseFigures | null> {
  const since = now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS;
  // A placeholder's value is bound as given: SQLite stores epoch ms, PostgreSQL a timestamptz.
  const leads = yield* rows(recentLeads(on), {
    specialistId,
    since: on.dialect === 'sqlite' ? since : new Date(since),
    limit: RESPONSE_SAMPLE_LEADS,
  });
  if (leads.length < MIN_LEADS_FOR_FIGURES) return null;
  const delays = leads
    .filter((lead) => lead.firstResponseAt !== null)
    .map((lead) => (lead.firstResponseAt?.getTime() ?? 0) - lead.createdAt.getTime())
    .sort((a, b) => a - b);
  const middle = median(delays);
  return {
    leads: leads.length,
    answered: delays.length,
    responseRate: Math.round((delays.length / leads.length) * 100),
    medianFirstResponseMinutes: middle === null ? null : Math.round(middle / MINUTE_MS),
  };
}

/**
 * `responseFiguresOf` for a synchronous SQLite caller not yet converted (the profile, the match
 * preview, the enquiry page's firms).
 *
 * @example
 * publicResponseFigures(db, 7, new Date()) // null below 5 leads in 90 days
 */
export function publicResponseFigures(
  db: DbExecutor,
  specialistId: number,
  now: Date,
): ResponseFigures | null {
  return runOnSqliteNow(db, responseFiguresOf, specialistId, now);
}
