import type { AdminFigures } from '@flo/contract';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { type Period, weeksOf } from './period.ts';
import {
  claimsPerWeek,
  enquiryGroups,
  leadDelays,
  livePlansByTier,
  periodLeads,
  plansPerWeek,
  unmatchedEnquiries,
} from './repository.ts';
import { firstResponse, responseTimesPage } from './response-times.ts';
import { leadOutcomes, perDayBySource, topLabels } from './summaries.ts';

/** Every figure of the console's figures page over a period. */
export function* figuresOf(on: EngineScope, period: Period, now: Date): Steps<AdminFigures> {
  const groups = yield* enquiryGroups(on, period);
  const leads = yield* periodLeads(on, period);
  const claims = new Map(
    weeksOf(period).map((week) => [week, { week, pending: 0, approved: 0, rejected: 0 }]),
  );
  for (const row of yield* claimsPerWeek(on, period)) {
    const week = claims.get(row.week);
    if (week) week[row.status] += row.n;
  }
  const plans = yield* plansPerWeek(on, period);
  const count = (rows: { week: string; n: number }[], week: string) =>
    rows.find((row) => row.week === week)?.n ?? 0;
  const live = yield* livePlansByTier(on, now);
  const unmatched = yield* unmatchedEnquiries(on, period);
  return {
    period: { from: period.from, to: period.to, days: period.days },
    enquiriesPerDay: perDayBySource(groups, period),
    byCity: topLabels(groups, (group) => group.city, 'Not placed'),
    byService: topLabels(groups, (group) => group.flooring, 'Not said'),
    leads: leadOutcomes(leads),
    firstResponse: firstResponse(leads),
    unmatched,
    claimsPerWeek: [...claims.values()],
    plansPerWeek: weeksOf(period).map((week) => ({
      week,
      started: count(plans.started, week),
      ended: count(plans.ended, week),
    })),
    livePlans: {
      standard: live.find((row) => row.tier === 'standard')?.n ?? 0,
      featured: live.find((row) => row.tier === 'featured')?.n ?? 0,
    },
  };
}

/** Specialists by median first response over the period, one page. */
export function* responseTimes(on: EngineScope, period: Period, page: number) {
  return yield* responseTimesPage(on, yield* leadDelays(on, period), page);
}
