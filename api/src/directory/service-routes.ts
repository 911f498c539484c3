import { serviceSlugSchema, serviceStatsSchema } from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { slugParams } from './params.ts';
import { offeringStats } from './specialists-repository.ts';

/** `GET /api/services/{slug}/stats`; 'other' has no stats, so it is unknown like any other slug. */
export function serviceRoutes({ engine }: AppDeps) {
  return new Hono().get(
    '/api/services/:slug/stats',
    describeOperation({
      operationId: 'getServiceStats',
      summary: 'Directory-wide figures for one service',
      tag: 'Directory',
      response: serviceStatsSchema,
    }),
    validate('param', slugParams),
    async (c) => {
      const service = serviceSlugSchema.safeParse(c.req.valid('param').slug);
      if (!service.success) throw notFound('Service');
      return c.json(await offeringStats(engine, service.data));
    },
  );
}
