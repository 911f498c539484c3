import {
  type BusinessOverview,
  businessOverviewSchema,
  MIN_LEADS_FOR_FIGURES,
} from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { unreadMessageCount } from '../business-messages/repository.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { describeOperation } from '../openapi/describe.ts';
import { leadsPerWeek, measureResponses } from './figures.ts';
import { leadAddressOf } from './lead-address.ts';
import { planFeatures } from './plan.ts';
import { tierOf } from './repository.ts';

/**
 * The script tag of the embed SDK (widget/README.md) that shows the specialist's own Flo chat in
 * a slot on the business's website.
 */
function widgetSnippetFor(publicUrl: string, slug: string): string {
  return [
    '<div id="flo-chat"></div>',
    `<script src="${publicUrl}/widget/flo.js" async data-variant="embedded" data-target="#flo-chat" data-specialist="${slug}"></script>`,
  ].join('\n');
}

/**
 * `GET /api/business/overview`: the top of the logged-in business's dashboard: its plan (tier;
 * names and contents are `LISTING_PLANS`), the paid features it has, its measured response
 * figures, leads per week for 12 weeks, the snippet that puts its Flo on its own website, the
 * address its leads are mailed to and how many messages to it are unread.
 *
 * @example
 * app.route('/', businessDashboardRoutes(deps));
 * // GET /api/business/overview with `Authorization: Bearer …`
 */
export function businessDashboardRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>().get(
    '/api/business/overview',
    describeOperation({
      operationId: 'getBusinessOverview',
      summary:
        'Plan tier and its paid features, response figures of the last 90 days, leads per week (12 weeks) and the website snippet',
      tag: 'Business',
      auth: 'business',
      response: businessOverviewSchema,
    }),
    requireBusiness(deps),
    async (c) => {
      const { specialistId, specialistSlug } = c.var.business;
      const now = clockOf(deps)();
      const { engine } = deps;
      const tier = await engine.run(tierOf, specialistId);
      const figures = await engine.run(measureResponses, specialistId, now);
      return c.json<BusinessOverview>({
        tier,
        features: planFeatures(tier),
        figures: { ...figures, published: figures.leads >= MIN_LEADS_FOR_FIGURES },
        leadsPerWeek: await engine.run(leadsPerWeek, specialistId, now),
        widgetSnippet: widgetSnippetFor(deps.config.publicUrl, specialistSlug),
        leadEmail: await engine.run(leadAddressOf, specialistId),
        unreadMessages: await engine.run(unreadMessageCount, specialistId),
      });
    },
  );
}
