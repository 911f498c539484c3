import { postcodeAreaInText } from '@flo/contract/rules';
import type { DbExecutor } from '../db/client.ts';
import { type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import type { MatchCriteria } from '../deps.ts';
import { NEAREST_CITY_LIMIT, reachOf } from '../geo/nearest-cities.ts';
import { candidateCitySlugs, citySlugFromText } from './location.ts';
import { rankedInCity, type SpecialistContact } from './rank-specialists.ts';
import {
  cityIdByPostcodeArea,
  cityIdBySlugs,
  serviceKeywords,
  serviceKnown,
  specialistById,
} from './repository.ts';

/** Up to 3 specialists per enquiry (docs/product/constants.md#matching). */
export const MAX_MATCHED_SPECIALISTS = 3;

/**
 * The service the enquiry is about: a slug the page or chat named, else the service whose name
 * or keyword appears in the free text; the longest hit wins, so 'Engineered Wood' beats the
 * hardwood keyword 'engineered'.
 * `undefined` means any service, which is also what 'other' asks for.
 */
function* resolveServiceSlug(on: EngineScope, c: MatchCriteria): Steps<string | undefined> {
  if (c.serviceSlug === 'other') return undefined;
  if (c.serviceSlug && (yield* serviceKnown(on, c.serviceSlug))) return c.serviceSlug;
  const known = yield* serviceKeywords(on);
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
 * const firms = yield* specialistsNear(on, [manchesterId, liverpoolId], 'carpet');
 */
export function* specialistsNear(
  on: EngineScope,
  cityIds: number[],
  serviceSlug: string | undefined,
  limit = MAX_MATCHED_SPECIALISTS,
): Steps<SpecialistContact[]> {
  const ranked: SpecialistContact[] = [];
  let servedCities = 0;
  for (const cityId of cityIds) {
    if (ranked.length >= limit || servedCities === NEAREST_CITY_LIMIT) break;
    const inCity = yield* rankedInCity(on, {
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
function* matchByPlace(
  on: EngineScope,
  c: MatchCriteria,
  serviceSlug: string | undefined,
  limit: number,
): Steps<SpecialistContact[]> {
  const page = c.citySlug ? yield* cityIdBySlugs(on, [citySlugFromText(c.citySlug)]) : undefined;
  if (page !== undefined) return yield* specialistsNear(on, [page], serviceSlug, limit);
  // A page city the directory does not have ('stockport' from an embed) is still a place.
  for (const text of [c.citySlug ?? '', c.location, c.postcode ?? '']) {
    if (!text.trim()) continue;
    const reach = yield* reachOf(on, text);
    if (!reach) continue;
    const cityIds = reach.cities.map(({ city }) => city.id);
    const ranked = yield* specialistsNear(on, cityIds, serviceSlug, limit);
    if (ranked.length > 0) return ranked;
  }
  const bySlug = yield* cityIdBySlugs(on, candidateCitySlugs(c.location));
  if (bySlug !== undefined) return yield* specialistsNear(on, [bySlug], serviceSlug, limit);
  const area = postcodeAreaInText(c.postcode ?? '') ?? postcodeAreaInText(c.location);
  const byArea = area ? yield* cityIdByPostcodeArea(on, area) : undefined;
  return byArea === undefined ? [] : yield* specialistsNear(on, [byArea], serviceSlug, limit);
}

/**
 * Chooses who receives an enquiry. A named specialist gets it alone, if active; an inactive or
 * unknown one leaves it unmatched for an admin to route, rather than refusing the customer.
 * Otherwise up to 3 active specialists who offer its service in the page's city, or in the
 * nearest served cities of the typed location or postcode (`rankSpecialistsNear`). A larger
 * `limit` reads further down the same order, so its first 3 are the 3 a match picks.
 *
 * @example
 * const recipients = yield* matchedSpecialists(on, criteria);
 */
export function* matchedSpecialists(
  on: EngineScope,
  criteria: MatchCriteria,
  limit = MAX_MATCHED_SPECIALISTS,
): Steps<SpecialistContact[]> {
  if (criteria.specialistId !== undefined) {
    const named = yield* specialistById(on, criteria.specialistId);
    return named?.status === 'active'
      ? [{ id: named.id, name: named.name, email: named.email }]
      : [];
  }
  const serviceSlug = yield* resolveServiceSlug(on, criteria);
  return yield* matchByPlace(on, criteria, serviceSlug, limit);
}

// On SQLite at once, for synchronous callers (tests).

/** `specialistsNear` on SQLite. */
export function rankSpecialistsNear(
  db: DbExecutor,
  cityIds: number[],
  serviceSlug: string | undefined,
  limit = MAX_MATCHED_SPECIALISTS,
): SpecialistContact[] {
  return runOnSqliteNow(db, specialistsNear, cityIds, serviceSlug, limit);
}

/** `matchedSpecialists` on SQLite. */
export function matchSpecialistsForEnquiry(
  db: DbExecutor,
  criteria: MatchCriteria,
  limit = MAX_MATCHED_SPECIALISTS,
): SpecialistContact[] {
  return runOnSqliteNow(db, matchedSpecialists, criteria, limit);
}
