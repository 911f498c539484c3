import {
  cityListingQuerySchema,
  cityServiceStatsSchema,
  type SpecialistDetail,
  specialistDetailSchema,
  specialistSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { listingImages } from '../profile-photos/repository.ts';
import { profileExtras } from './coverage-and-checks.ts';
import { cityServiceParams, citySlugParams, slugParams } from './params.ts';
import {
  cityListingJson,
  findActiveSpecialistBySlug,
  offeringStats,
} from './specialists-repository.ts';

/**
 * Specialist reads (docs/product/api-calls.md#site-calls). The two fixed-word routes are
 * registered before `/api/specialists/{city}/{service}`, so "city" and "unified" are never read
 * as a city name.
 */
export function specialistRoutes(deps: AppDeps) {
  const { engine } = deps;
  const now = clockOf(deps);
  return new Hono()
    .get(
      '/api/specialists/city/:citySlug',
      describeOperation({
        operationId: 'listCitySpecialists',
        summary:
          'Active specialists in a city, one page (?page=, ?pageSize= up to 100, default 100; unknown city: empty list)',
        tag: 'Directory',
        response: z.array(specialistSchema),
      }),
      validate('param', citySlugParams),
      validate('query', cityListingQuerySchema),
      async (c) => {
        const { citySlug } = c.req.valid('param');
        const { page, pageSize } = c.req.valid('query');
        const offset = (page - 1) * pageSize;
        const body = await cityListingJson(engine, citySlug, { limit: pageSize, offset });
        // The same for everyone: the server keeps it until the directory changes (ADR 045).
        return c.body(body, 200, {
          'content-type': 'application/json',
          'cache-control': 'public, no-cache',
        });
      },
    )
    .get(
      '/api/specialists/unified/:slug',
      describeOperation({
        operationId: 'getSpecialist',
        summary: 'One specialist with profile details',
        tag: 'Directory',
        response: specialistDetailSchema,
      }),
      validate('param', slugParams),
      async (c) => {
        const found = await engine.run(findActiveSpecialistBySlug, c.req.valid('param').slug);
        if (!found) throw notFound('Specialist');
        const { serviceRadiusMiles, ...specialist } = found;
        const extras = await engine.run(profileExtras, found, now());
        const { logo, photos } = await engine.run(listingImages, specialist.id);
        return c.json<SpecialistDetail>({
          ...specialist,
          ...extras,
          logo,
          photos,
        });
      },
    )
    .get(
      '/api/specialists/:city/:service',
      describeOperation({
        operationId: 'getCityServiceStats',
        summary: 'Specialist count and average rating for a city and service',
        tag: 'Directory',
        response: cityServiceStatsSchema,
      }),
      validate('param', cityServiceParams),
      async (c) => {
        const { city, service } = c.req.valid('param');
        const { totalSpecialists, averageRating } = await offeringStats(engine, service, city);
        return c.json({ totalSpecialists, averageRating });
      },
    );
}
