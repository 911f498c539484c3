import {
  citySlug,
  postcodeArea,
  type SearchResults,
  searchQuerySchema,
  searchResultsSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { type ServedCity, servedCitiesNear } from '../geo/nearest-cities.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import { specialistCards } from './cards.ts';
import { searchMatch } from './fts-query.ts';
import { findCityIds, searchSpecialists } from './repository.ts';

/** The area letters of a full UK postcode ('LS6 2AB') or its outward code ('LS6'), else 400. */
function searchedPostcodeArea(postcode: string): string {
  const area = postcodeArea(postcode.trim());
  if (area) return area;
  throw new HttpError(400, 'validation_failed', 'The request is not valid', {
    postcode: ['A UK postcode such as LS6 2AB, or its first half such as LS6'],
  });
}

/** A place inside a served city searches that city alone, as its name would; else the nearest. */
function searchedCityIds(nearest: ServedCity[]): number[] {
  const [first] = nearest;
  return first?.distanceMiles === 0 ? [first.id] : nearest.map((city) => city.id);
}

/**
 * Cities near a postcode or outward code (400 when it is neither): the nearest served cities,
 * or the cities owning its area while those are not on the map yet.
 */
async function citiesForPostcode(
  deps: AppDeps,
  postcode: string,
  service?: string,
): Promise<number[]> {
  const area = searchedPostcodeArea(postcode);
  const { nearest } = await deps.engine.run(servedCitiesNear, postcode, service);
  if (nearest.length > 0) return searchedCityIds(nearest);
  return deps.engine.run(findCityIds, { postcodeArea: area });
}

/** A directory city named exactly, else the nearest served cities of any town, village or county. */
async function citiesForPlace(deps: AppDeps, place: string, service?: string): Promise<number[]> {
  const exact = await deps.engine.run(findCityIds, { slug: citySlug(place) });
  if (exact.length > 0) return exact;
  return searchedCityIds((await deps.engine.run(servedCitiesNear, place, service)).nearest);
}

/** The cities both location filters allow; undefined when neither was given. */
async function allowedCityIds(
  deps: AppDeps,
  city?: string,
  postcode?: string,
  service?: string,
): Promise<number[] | undefined> {
  const byPostcode = postcode ? await citiesForPostcode(deps, postcode, service) : undefined;
  const byCity = city ? await citiesForPlace(deps, city, service) : undefined;
  if (byPostcode && byCity) return byCity.filter((id) => byPostcode.includes(id));
  return byPostcode ?? byCity;
}

/**
 * `GET /api/search`: the directory's full-text search over specialist name, description, city
 * and services, filtered by place (a city, or any town, village, county or postcode, read as
 * its nearest served cities), service and minimum rating, sorted by
 * relevance, rating, reviews or name, one page at a time with the total.
 *
 * @example
 * app.route('/', searchRoutes(deps));
 * await app.request('/api/search?q=oak&postcode=LS6%202AB&sort=rating&page=2');
 */
export function searchRoutes(deps: AppDeps) {
  return new Hono().get(
    '/api/search',
    describeOperation({
      operationId: 'searchSpecialists',
      summary:
        'Full-text specialist search; query q, city, postcode, service, minRating, sort (relevance|rating|reviews|name), page, pageSize (max 50)',
      tag: 'Directory',
      response: searchResultsSchema,
    }),
    validate('query', searchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const cityIds = await allowedCityIds(
        deps,
        query.city || undefined,
        query.postcode || undefined,
        query.service,
      );
      const match = query.q ? searchMatch(query.q) : undefined;
      const { rows, ...counts } = await searchSpecialists(deps.engine, {
        ...(match ? { match } : {}),
        ...(cityIds ? { cityIds } : {}),
        ...(query.service ? { serviceSlug: query.service } : {}),
        ...(query.minRating !== undefined
          ? { minRatingTenths: Math.round(query.minRating * 10) }
          : {}),
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const answer: SearchResults = {
        results: await deps.engine.run(specialistCards, rows),
        total: counts.total,
        page: query.page,
        pageSize: query.pageSize,
        hasMore: counts.hasMore,
        totalCapped: counts.totalCapped,
      };
      // The same for everyone who asks the same: the server keeps it until the directory
      // changes (ADR 051), and a browser asks again each time.
      return c.json(answer, 200, { 'cache-control': 'public, no-cache' });
    },
  );
}
