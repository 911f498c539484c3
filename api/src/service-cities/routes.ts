import {
  type ServiceCities,
  serviceCitiesQuerySchema,
  serviceCitiesSchema,
  serviceSlugSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { slugParams } from '../directory/params.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { listCitiesOfferingService } from './repository.ts';

/**
 * `GET /api/services/{slug}/cities?limit=`: where a service is offered, most specialists
 * first, for the service guide's "near you" links. 'other' and unknown services answer 404,
 * as the service's stats do.
 *
 * @example
 * app.route('/', serviceCityRoutes(deps));
 * await app.request('/api/services/carpet/cities?limit=12');
 */
export function serviceCityRoutes({ engine }: AppDeps) {
  return new Hono().get(
    '/api/services/:slug/cities',
    describeOperation({
      operationId: 'listServiceCities',
      summary:
        'Cities where active specialists offer a service, most first, with their average rating; query limit (1 to 100, default 12)',
      tag: 'Directory',
      response: serviceCitiesSchema,
    }),
    validate('param', slugParams),
    validate('query', serviceCitiesQuerySchema),
    async (c) => {
      const service = serviceSlugSchema.safeParse(c.req.valid('param').slug);
      if (!service.success) throw notFound('Service');
      const { limit } = c.req.valid('query');
      const rows = await listCitiesOfferingService(engine, service.data, limit);
      const answer: ServiceCities = {
        cities: rows.map(({ reviewCount, ratingSum, ...city }) => ({
          ...city,
          averageRating: formatAverageRating(ratingSum, reviewCount),
        })),
      };
      return c.json(answer);
    },
  );
}
