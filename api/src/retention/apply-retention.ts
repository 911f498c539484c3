import {
  type Engine,
  type EngineScope,
  runOnOneNode,
  type Steps,
  sqlRows,
} from '../db/engine/index.ts';
import { sweepEndedRateLimitWindows } from '../http/rate-limit-windows.ts';
import {
  RETENTION_RULES,
  type RetentionBatch,
  type RetentionCursor,
  type RetentionRule,
} from './rules.ts';

export interface RetentionOptions {
  /** Rows removed per transaction, so writers never wait long on the sweep. */
  batchSize?: number;
  /** Batches per rule and run; what is left is removed by the next run. */
  maxBatches?: number;
}

/** Rows removed by one run, per rule (see rules.ts). */
export type RetentionReport = Record<string, number>;

/**
 * Held by the node making a retention pass, so nodes sharing one PostgreSQL database take
 * turns (the bytes of "flo-retn").
 */
export const RETENTION_LOCK_KEY = 0x666c6f2d7265746en;

/** One batch of a rule: the next expired rows and their removal, in one transaction. */
function* removeBatch(
  on: EngineScope,
  rule: RetentionRule,
  batch: RetentionBatch,
): Steps<RetentionCursor[]> {
  const found = yield* sqlRows<RetentionCursor>(rule.select(on, batch));
  if (found.length > 0) {
    yield* rule.remove(
      on,
      found.map((stored) => Number(stored.id)),
    );
  }
  return found;
}

async function applyRule(
  engine: Engine,
  rule: RetentionRule,
  now: Date,
  batchSize: number,
  maxBatches: number,
): Promise<number> {
  const cutoff = rule.cutoff(now);
  let after: RetentionCursor | undefined;
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const found = await engine.commit(removeBatch, rule, { cutoff, now, after, limit: batchSize });
    removed += found.length;
    after = found.at(-1);
    if (!after || found.length < batchSize) break;
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
 * along indexes, each batch one commit of the engine; answers how many rows each rule removed.
 *
 * @example
 * const removed = await applyRetention(engine, new Date()); // { enquiries: 3, sessions: 40, ... }
 */
export async function applyRetention(
  engine: Engine,
  now: Date,
  { batchSize = 200, maxBatches = 50 }: RetentionOptions = {},
): Promise<RetentionReport> {
  const report: RetentionReport = {};
  for (const rule of RETENTION_RULES) {
    report[rule.name] = await applyRule(engine, rule, now, batchSize, maxBatches);
  }
  report.rateLimitWindows = await engine.run(
    sweepEndedRateLimitWindows,
    now.getTime(),
    batchSize * maxBatches,
  );
  return report;
}

/**
 * A retention pass (`applyRetention`) made by one node at a time: on PostgreSQL a node that
 * finds another node's pass under way (RETENTION_LOCK_KEY) skips its own and answers null.
 *
 * @example
 * const removed = await retentionPass(deps.engine, new Date());
 * if (removed === null) return; // another node is making the pass
 */
export async function retentionPass(
  engine: Engine,
  now: Date,
  options?: RetentionOptions,
): Promise<RetentionReport | null> {
  const outcome = await runOnOneNode(engine, RETENTION_LOCK_KEY, () =>
    applyRetention(engine, now, options),
  );
  return outcome.ran ? outcome.value : null;
}
