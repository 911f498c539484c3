import type { DbExecutor } from '../mail/outbox.ts';
import { candidateCitySlugs, citySlugFromText, postcodeAreaFromText } from './location.ts';
import type { MatchCriteria } from './normalise.ts';
import {
  findCityIdByPostcodeArea,
  findCityIdBySlugs,
  findSpecialist,
  listServiceKeywords,
  rankActiveSpecialists,
  type SpecialistContact,
} from './repository.ts';

/** Spec section 9: up to 3 specialists per enquiry. */
export const MAX_MATCHED_SPECIALISTS = 3;
/** Leads received in this window count against a specialist in the fair order. */
const RECENT_LEADS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

function resolveCityId(db: DbExecutor, c: MatchCriteria): number | undefined {
  const slugs = [
    ...(c.citySlug ? [citySlugFromText(c.citySlug)] : []),
    ...candidateCitySlugs(c.location),
  ];
  const bySlug = findCityIdBySlugs(db, slugs);
  if (bySlug !== undefined) return bySlug;
  const area = postcodeAreaFromText(c.postcode ?? '') ?? postcodeAreaFromText(c.location);
  return area ? findCityIdByPostcodeArea(db, area) : undefined;
}

/**
 * The service the enquiry is about: a slug the page or chat named, else the service whose name
 * or keyword appears in the free text; the longest hit wins, so 'Engineered Wood' beats the
 * hardwood keyword 'engineered'.
 * `undefined` means any service, which is also what 'other' asks for.
 */
function resolveServiceSlug(db: DbExecutor, c: MatchCriteria): string | undefined {
  const known = listServiceKeywords(db);
  if (c.serviceSlug === 'other') return undefined;
  if (c.serviceSlug && known.some((s) => s.slug === c.serviceSlug)) return c.serviceSlug;
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
 * Chooses who receives an enquiry. A named specialist gets it alone, if active; an inactive or
 * unknown one leaves it unmatched for an admin to route, rather than refusing the customer.
 * Otherwise up to 3 active specialists in the enquiry's city (page city, typed city, or the
 * area of a UK postcode) who offer its service, featured first, then best rated, then fewest
 * recent leads.
 *
 * @example
 * const recipients = matchSpecialistsForEnquiry(db, criteria, new Date());
 */
export function matchSpecialistsForEnquiry(
  db: DbExecutor,
  criteria: MatchCriteria,
  now: Date,
): SpecialistContact[] {
  if (criteria.specialistId !== undefined) {
    const named = findSpecialist(db, criteria.specialistId);
    return named?.status === 'active'
      ? [{ id: named.id, name: named.name, email: named.email }]
      : [];
  }
  const cityId = resolveCityId(db, criteria);
  if (cityId === undefined) return [];
  const serviceSlug = resolveServiceSlug(db, criteria);
  return rankActiveSpecialists(db, {
    cityId,
    ...(serviceSlug ? { serviceSlug } : {}),
    leadsSince: new Date(now.getTime() - RECENT_LEADS_WINDOW_MS),
    limit: MAX_MATCHED_SPECIALISTS,
  });
}
