import { type BusinessChecks, businessChecksSchema } from '@flo/contract';
import { Hono } from 'hono';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { describeOperation } from '../openapi/describe.ts';
import { operatorsEmailOf } from '../settings/operator-settings.ts';
import { standingChecksOf } from './repository.ts';
import { ukDay } from './today.ts';

/**
 * `GET /api/business/checks`: the checks operators recorded on the business's own listing
 * (read-only: only operators record them), expired ones flagged, and the operators' address to
 * send evidence to for more.
 *
 * @example
 * app.route('/', businessCheckRoutes(deps));
 */
export function businessCheckRoutes(deps: AppDeps) {
  return new Hono<BusinessEnv>().get(
    '/api/business/checks',
    describeOperation({
      operationId: 'getBusinessChecks',
      summary: 'The checks Flo recorded on its listing, and where to send evidence for more',
      tag: 'Business',
      auth: 'business',
      response: businessChecksSchema,
    }),
    requireBusiness(deps),
    async (c) => {
      const today = ukDay(clockOf(deps)());
      const { specialistId } = c.var.business;
      return c.json<BusinessChecks>({
        checks: await deps.engine.run(standingChecksOf, specialistId, today),
        operatorsEmail: await deps.engine.run(operatorsEmailOf, deps.config),
      });
    },
  );
}
