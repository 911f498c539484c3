import { postcodeAreaInText } from '@flo/contract/rules';
import type { DbExecutor } from '../db/client.ts';
import type { MatchCriteria } from '../deps.ts';
import { citiesInReach, NEAREST_CITY_LIMIT } from '../geo/nearest-cities.ts';
import { candidateCitySlugs, citySlugFromText } from './location.ts';
import { rankActiveSpecialists, type SpecialistContact } from './rank-specialists.ts';
import {
  findCityIdByPostcodeArea,
  findCityIdBySlugs,
  findSpecialist,
  listServiceKeywords,
  serviceExists,
} from './repository.ts';

/** Up to 3 specialists per enquiry (docs/product/constants.md#matching). */
export const MAX_MATCHED_SPECIALISTS = 3;

/**
 * The service the enquiry is about: a slug the page or chat named, else the service whose name
 * or keyword appears in the free text; the longest hit wins, so 'Engineered Wood' beats the
 * hardwood keyword 'engineered'.
 * `undefined` means any service, which is also what 'other' asks for.
 */
function resolveServiceSlug(db: DbExecutor, c: MatchCriteria): string | undefined {
  if (c.serviceSlug === 'other') return undefined;
  if (c.serviceSlug && serviceExists(db, c.serviceSlug)) return c.serviceSlug;
  const known = listServiceKeywords(db);
  const text = c.serviceText.toLowerCase();
  let best: { slug: string; length: number } | undefined;
  for (const service of known) {
    if (service.slug === 'other') continue;
    for (const keyword of [service.name, service.slug.replace(/-/g, ' '), ...service.keywords]) {
      const word = keyword.toLowerCase();
      if (word && text.includes(word) && word.length > (best?.length ?? 0)) {
        best = { slug: service.slug, length: word.length };
      }
    }
  }
  return best?.slug;
}

/**
 * Up to `limit` active specialists from `cityIds`, taken in the order given and in fair order
 * within a city (featured, then best rated, then longest since its last lead), offering `serviceSlug`
 * when given. A city where nobody is found is skipped as unserved; no more than
 * `NEAREST_CITY_LIMIT` served cities are used. The chat's nearby-specialists answer and enquiry
 * matching both use this order.
 *
 * @example
 * rankSpecialistsNear(db, [manchesterId, liverpoolId], 'carpet');
 */
export function rankSpecialistsNear(
  db: DbExecutor,
  cityIds: number[],
  serviceSlug: string | undefined,
  limit = MAX_MATCHED_SPECIALISTS,
): SpecialistContact[] {
  const ranked: SpecialistContact[] = [];
  let servedCities = 0;
  for (const cityId of cityIds) {
    if (ranked.length >= limit || servedCities === NEAREST_CITY_LIMIT) break;
    const inCity = rankActiveSpecialists(db, {
      cityId,
      ...(serviceSlug ? { serviceSlug } : {}),
      limit: limit - ranked.length,
    });
    if (inCity.length === 0) continue;
    servedCities += 1;
    ranked.push(...inCity);
  }
  return ranked;
}

/**
 * The specialists for an enquiry by place: the page's city alone; else the nearest served
 * cities within 50 miles of the page's place, the typed location or postcode (any UK postcode,
 * town, village or county), walked by distance without counting anyone first; else a city named
 * exactly, or owning the postcode's area, for cities the gazetteer has not placed.
 */
function matchByPlace(
  db: DbExecutor,
  c: MatchCriteria,
  serviceSlug: string | undefined,
  limit: number,
): SpecialistContact[] {
  const page = c.citySlug ? findCityIdBySlugs(db, [citySlugFromText(c.citySlug)]) : undefined;
  if (page !== undefined) return rankSpecialistsNear(db, [page], serviceSlug, limit);
  // A page city the directory does not have ('stockport' from an embed) is still a place.
  for (const text of [c.citySlug ?? '', c.location, c.postcode ?? '']) {
    if (!text.trim()) continue;
    const reach = citiesInReach(db, text);
    if (!reach) continue;
    const cityIds = reach.cities.map(({ city }) => city.id);
    const ranked = rankSpecialistsNear(db, cityIds, serviceSlug, limit);
    if (ranked.length > 0) return ranked;
  }
  const bySlug = findCityIdBySlugs(db, candidateCitySlugs(c.location));
  if (bySlug !== undefined) return rankSpecialistsNear(db, [bySlug], serviceSlug, limit);
  const area = postcodeAreaInText(c.postcode ?? '') ?? postcodeAreaInText(c.location);
  const byArea = area ? findCityIdByPostcodeArea(db, area) : undefined;
  return byArea === undefined ? [] : rankSpecialistsNear(db, [byArea], serviceSlug, limit);
}

/**
 * Chooses who receives an enquiry. A named specialist gets it alone, if active; an inactive or
 * unknown one leaves it unmatched for an admin to route, rather than refusing the customer.
 * Otherwise up to 3 active specialists who offer its service in the page's city, or in the
 * nearest served cities of the typed location or postcode (`rankSpecialistsNear`). A larger
 * `limit` reads further down the same order, so its first 3 are the 3 a match picks.
 *
 * @example
 * const recipients = matchSpecialistsForEnquiry(db, criteria);
 */
export function matchSpecialistsForEnquiry(
  db: DbExecutor,
  criteria: MatchCriteria,
  limit = MAX_MATCHED_SPECIALISTS,
): SpecialistContact[] {
  if (criteria.specialistId !== undefined) {
    const named = findSpecialist(db, criteria.specialistId);
    return named?.status === 'active'
      ? [{ id: named.id, name: named.name, email: named.email }]
      : [];
  }
  return matchByPlace(db, criteria, resolveServiceSlug(db, criteria), limit);
}
