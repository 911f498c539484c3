import type { FunnelComparison } from '@flo/contract';
import { errorFunction } from 'simple-statistics';

/** Conversations each arm needs before a difference can be called beyond chance. */
export const MIN_STARTED_PER_ARM = 100;
/** A difference this unlikely under "no difference" counts as beyond chance. */
export const SIGNIFICANCE = 0.05;

interface ArmCounts {
  started: number;
  completed: number;
}

/**
 * The two-sided p-value of a two-proportion z-test with a pooled standard error: how likely a
 * difference at least this large between completed/started of `a` and `b` would be if both
 * greetings completed equally often. Null when an arm has no conversations or nothing varies
 * (every conversation completed, or none did).
 *
 * @example
 * twoProportionPValue({ started: 200, completed: 30 }, { started: 200, completed: 50 }) // ≈ 0.0124
 */
export function twoProportionPValue(a: ArmCounts, b: ArmCounts): number | null {
  if (a.started === 0 || b.started === 0) return null;
  const pooled = (a.completed + b.completed) / (a.started + b.started);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.started + 1 / b.started));
  if (standardError === 0) return null;
  const z = (b.completed / b.started - a.completed / a.started) / standardError;
  // Two tails of the standard normal beyond |z|: 2 (1 − Φ(|z|)) = 1 − erf(|z| / √2).
  return Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2));
}

const percent = (arm: ArmCounts) =>
  `${((100 * arm.completed) / arm.started).toFixed(1).replace(/\.0$/, '')} %`;

const pWords = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(p < 0.01 ? 3 : 2)}`);

/**
 * Greeting A (the greeting in force) against greeting B: the test, its verdict (beyond chance
 * only when p < 0.05 and each arm has at least 100 conversations) and the verdict in plain words
 * for the console.
 */
export function compareArms(a: ArmCounts, b: ArmCounts): FunnelComparison {
  const pValue = twoProportionPValue(a, b);
  const base = { a, b, pValue };
  if (b.started === 0) {
    return {
      ...base,
      verdict: 'not_yet',
      summary: 'No conversation was given greeting B in this period: no split test to compare.',
    };
  }
  if (a.started < MIN_STARTED_PER_ARM || b.started < MIN_STARTED_PER_ARM) {
    return {
      ...base,
      verdict: 'not_yet',
      summary: `Not enough conversations yet to tell: ${a.started} and ${b.started} started; about ${MIN_STARTED_PER_ARM} each are needed.`,
    };
  }
  const rates = `(${percent(b)} vs ${percent(a)})`;
  const bAhead = b.completed / b.started > a.completed / a.started;
  const leader = bAhead ? 'Greeting B completes more often' : 'Greeting A completes more often';
  if (pValue !== null && pValue < SIGNIFICANCE) {
    const shown = bAhead ? rates : `(${percent(a)} vs ${percent(b)})`;
    return {
      ...base,
      verdict: bAhead ? 'b_better' : 'a_better',
      summary: `${leader} ${shown}; the difference is beyond chance (${pWords(pValue)}).`,
    };
  }
  const same = a.completed * b.started === b.completed * a.started;
  return {
    ...base,
    verdict: 'not_yet',
    summary: same
      ? `Both greetings complete equally often (${percent(a)}); keep the test running to see a difference.`
      : `Greeting B ${percent(b)} vs greeting A ${percent(a)}: the difference could be chance${
          pValue === null ? '' : ` (${pWords(pValue)})`
        }; keep the test running for more conversations.`,
  };
}
