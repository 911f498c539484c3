import {
  type CityDetail,
  cityDetailSchema,
  citySlug,
  type Locations,
  locationsSchema,
  slugParam,
} from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { formatAverageRating } from '../directory/rating.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { cityIntro } from './city-intro.ts';
import { findCityFigures, listCitiesWithCounts } from './repository.ts';

/**
 * The city slug rule (docs/product/validation.md#city-slug) applied server-side, so
 * 'Milton Keynes' finds 'milton-keynes'.
 */
const cityParams = z.object({ slug: z.string().max(120).transform(citySlug).pipe(slugParam) });

/**
 * `GET /api/locations` (every city grouped by region, with active specialist counts) and
 * `GET /api/cities/{slug}` (one city's figures, services and generated introduction; 404 when
 * unknown).
 *
 * @example
 * app.route('/', locationRoutes(deps));
 * await app.request('/api/cities/leeds');
 */
export function locationRoutes({ engine }: AppDeps) {
  return new Hono()
    .get(
      '/api/locations',
      describeOperation({
        operationId: 'listLocations',
        summary: 'Cities grouped by region with active specialist counts',
        tag: 'Directory',
        response: locationsSchema,
      }),
      async (c) => {
        const regions = new Map<string, Locations['regions'][number]>();
        for (const { region, ...city } of await listCitiesWithCounts(engine)) {
          const group = regions.get(region) ?? { region, cities: [] };
          group.cities.push(city);
          regions.set(region, group);
        }
        const answer: Locations = { regions: [...regions.values()] };
        return c.json(answer);
      },
    )
    .get(
      '/api/cities/:slug',
      describeOperation({
        operationId: 'getCity',
        summary: 'One city: figures, services with counts and a generated introduction',
        tag: 'Directory',
        response: cityDetailSchema,
      }),
      validate('param', cityParams),
      async (c) => {
        const figures = await findCityFigures(engine, c.req.valid('param').slug);
        if (!figures) throw notFound('City');
        const { ratingSum, ...city } = figures;
        const withRating = {
          ...city,
          averageRating: formatAverageRating(ratingSum, city.reviewCount),
        };
        const written = city.pages.find((page) => page.serviceSlug === null);
        const answer: CityDetail = {
          ...withRating,
          intro: written?.intro || cityIntro(withRating),
        };
        return c.json(answer);
      },
    );
}
