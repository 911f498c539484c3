import { Hono } from 'hono';
import { citySlug, type SearchResults, searchQuerySchema } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { toSpecialistCards } from './cards.ts';
import { ftsMatchExpression } from './fts-query.ts';
import { findCityIds, searchSpecialists } from './repository.ts';

/** A full UK postcode ('LS6 2AB') or just its outward code ('LS6'); the area is the letters. */
const UK_POSTCODE = /^([A-Z]{1,2})[0-9][A-Z0-9]?(?:\s*[0-9][A-Z]{2})?$/i;

function postcodeArea(postcode: string): string {
  const area = UK_POSTCODE.exec(postcode.trim())?.[1];
  if (area) return area.toUpperCase();
  throw new HttpError(400, 'validation_failed', 'The request is not valid', {
    postcode: ['A UK postcode such as LS6 2AB, or its first half such as LS6'],
  });
}

/** The cities both location filters allow; undefined when neither was given. */
function allowedCityIds(deps: AppDeps, city?: string, postcode?: string): number[] | undefined {
  const byPostcode = postcode
    ? findCityIds(deps.db, { postcodeArea: postcodeArea(postcode) })
    : undefined;
  const slug = city ? citySlug(city) : undefined;
  const byCity = slug !== undefined ? findCityIds(deps.db, { slug }) : undefined;
  if (byPostcode && byCity) return byCity.filter((id) => byPostcode.includes(id));
  return byPostcode ?? byCity;
}

/**
 * `GET /api/search`: the directory's full-text search over specialist name, description, city
 * and services, filtered by city, postcode area, service and minimum rating, sorted by
 * relevance, rating, reviews or name, one page at a time with the total.
 *
 * @example
 * app.route('/', searchRoutes(deps));
 * await app.request('/api/search?q=oak&postcode=LS6%202AB&sort=rating&page=2');
 */
export function searchRoutes(deps: AppDeps) {
  return new Hono().get('/api/search', validate('query', searchQuerySchema), (c) => {
    const query = c.req.valid('query');
    const cityIds = allowedCityIds(deps, query.city || undefined, query.postcode || undefined);
    const match = query.q ? ftsMatchExpression(query.q) : undefined;
    const { rows, total } = searchSpecialists(deps.db, {
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
      results: toSpecialistCards(deps.db, rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
    return c.json(answer);
  });
}
