import type { Db } from '../db/client.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { sweepEndedRateLimitWindows } from '../http/rate-limit-windows.ts';
import { RETENTION_RULES, type RetentionRule } from './rules.ts';

export interface RetentionOptions {
  /** Rows removed per transaction, so writers never wait long on the sweep. */
  batchSize?: number;
  /** Batches per rule and run; what is left is removed by the next run. */
  maxBatches?: number;
}

/** Rows removed by one run, per rule (see rules.ts). */
export type RetentionReport = Record<string, number>;

function applyRule(db: Db, rule: RetentionRule, now: Date, batchSize: number, maxBatches: number) {
  const select = db.$client.prepare(rule.select);
  const params = { cutoff: rule.cutoff(now).getTime(), now: now.getTime(), limit: batchSize };
  let cursor = { afterAt: Number.MIN_SAFE_INTEGER, afterId: 0 };
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = db.transaction(() => {
      const found = select.all({ ...params, ...cursor }) as { id: number; at: number }[];
      if (found.length > 0)
        rule.remove(
          db,
          found.map((row) => row.id),
        );
      return found;
    });
    removed += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    cursor = { afterAt: last.at, afterId: last.id };
  }
  return removed;
}

/**
 * Deletes what the privacy policy says Flo no longer keeps at `now`: enquiries (with their
 * recipients, replies, jobs, quotes and mail) 2 years after their last activity, handled
 * contact messages after 12 months, rejected reviews 6 months after rejection, claims and
 * finished subscription requests after 6 years, expired sessions, and sent or failed mail
 * after 12 months, and rate-limit windows (hashed addresses) once they have ended. Nothing an
 * open obligation needs goes: unhandled messages, quotes that can
 * still be accepted, unsent mail, running plans, pending claims. Works in bounded batches
 * along indexes; answers how many rows each rule removed.
 *
 * @example
 * const removed = applyRetention(db, new Date()); // { enquiries: 3, sessions: 40, ... }
 */
export function applyRetention(
  db: Db,
  now: Date,
  { batchSize = 200, maxBatches = 50 }: RetentionOptions = {},
): RetentionReport {
  const report: RetentionReport = {};
  for (const rule of RETENTION_RULES) {
    report[rule.name] = applyRule(db, rule, now, batchSize, maxBatches);
  }
  report.rateLimitWindows = runOnSqliteNow(
    db,
    sweepEndedRateLimitWindows,
    now.getTime(),
    batchSize * maxBatches,
  );
  return report;
}
