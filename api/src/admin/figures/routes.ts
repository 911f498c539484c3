import {
  type AdminFigures,
  adminFiguresQuerySchema,
  adminFiguresSchema,
  adminResponseTimesQuerySchema,
  responseTimesPageSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { type Period, resolvePeriod, weeksOf } from './period.ts';
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

function figuresOf(deps: AppDeps, period: Period, now: Date): AdminFigures {
  const { db } = deps;
  const groups = enquiryGroups(db, period);
  const leads = periodLeads(db, period);
  const claims = new Map(
    weeksOf(period).map((week) => [week, { week, pending: 0, approved: 0, rejected: 0 }]),
  );
  for (const row of claimsPerWeek(db, period)) {
    const week = claims.get(row.week);
    if (week) week[row.status] += row.n;
  }
  const plans = plansPerWeek(db, period);
  const count = (rows: { week: string; n: number }[], week: string) =>
    rows.find((row) => row.week === week)?.n ?? 0;
  const live = livePlansByTier(db, now);
  return {
    period: { from: period.from, to: period.to, days: period.days },
    enquiriesPerDay: perDayBySource(groups, period),
    byCity: topLabels(groups, (group) => group.city, 'Not placed'),
    byService: topLabels(groups, (group) => group.flooring, 'Not said'),
    leads: leadOutcomes(leads),
    firstResponse: firstResponse(leads),
    unmatched: unmatchedEnquiries(db, period),
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

/**
 * The marketplace figures (ADR 041), for operators only (a business gets 403), over a period of
 * UTC days (`from`, `to`; the last 30 days by default, at most 366): `GET /api/admin/figures`
 * (enquiries per day by source, by city and service, lead outcomes, median first response,
 * unmatched enquiries, claims and plans per week) and `GET /api/admin/figures/response-times`
 * (specialists by median first response, slowest first, 20 a page).
 *
 * @example
 * app.route('/', adminFiguresRoutes(deps));
 */
export function adminFiguresRoutes(deps: AppDeps) {
  const operator = requireAdmin(deps);
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/figures',
      describeOperation({
        operationId: 'getAdminFigures',
        summary: 'Enquiries, lead outcomes, response times, claims and plans over a period',
        tag: 'Admin',
        auth: 'admin',
        response: adminFiguresSchema,
      }),
      operator,
      validate('query', adminFiguresQuerySchema),
      (c) => {
        const now = clockOf(deps)();
        return c.json(figuresOf(deps, resolvePeriod(c.req.valid('query'), now), now));
      },
    )
    .get(
      '/api/admin/figures/response-times',
      describeOperation({
        operationId: 'listAdminResponseTimes',
        summary: 'Specialists by median first response over a period, slowest first',
        tag: 'Admin',
        auth: 'admin',
        response: responseTimesPageSchema,
      }),
      operator,
      validate('query', adminResponseTimesQuerySchema),
      (c) => {
        const { page, ...query } = c.req.valid('query');
        const period = resolvePeriod(query, clockOf(deps)());
        const leads = leadDelays(deps.db, period);
        return c.json({
          period: { from: period.from, to: period.to, days: period.days },
          ...responseTimesPage(deps.db, leads, page),
        });
      },
    );
}
