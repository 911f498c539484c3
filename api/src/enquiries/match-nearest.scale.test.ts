import { SERVICE_SLUGS } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { citiesInReach, nearestServedCities } from '../geo/nearest-cities.ts';
import { queryPlans } from '../testing/query-plans.ts';
import { useScaleDatabase } from '../testing/scale-database.ts';
import { matchSpecialistsForEnquiry, rankSpecialistsNear } from './match-specialists.ts';

const { db } = useScaleDatabase({
  specialists: 1_000,
  now: new Date('2026-11-25T12:00:00Z'),
  // Cities nobody serves, or nobody for carpet, beside served ones, for matching to walk past.
  adjust: (generated) =>
    generated.$client.exec(`
      update specialists set status = 'suspended'
        where city_id in (select id from cities where slug in ('leeds', 'manchester'));
      delete from specialist_services where service_slug = 'carpet' and specialist_id in
        (select s.id from specialists s join cities c on c.id = s.city_id
          where c.slug in ('bradford', 'liverpool', 'sheffield'))`),
});

const PLACES = ['Stockport', 'Bradford', 'LS6 2AB', 'Harrogate', 'Cornwall', 'OX1', 'Bangor'];

const matchAt = (location: string, serviceSlug: string | undefined) =>
  matchSpecialistsForEnquiry(db(), {
    location,
    serviceText: '',
    ...(serviceSlug ? { serviceSlug } : {}),
  }).map((s) => s.id);

describe('matching a typed place on a generated 1,000-specialist file', () => {
  // First: the enquiry path's statements are prepared once per connection, on first use.
  it('reads specialists, services and leads along indexes, never scanning or sorting them', () => {
    const plans = queryPlans(db(), () => {
      matchAt('Leeds', 'carpet');
      matchAt('LS6 2AB', undefined);
      matchSpecialistsForEnquiry(db(), { citySlug: 'london', location: '', serviceText: '' });
    });
    expect(plans.some((step) => step.includes('specialists_match_idx'))).toBe(true);
    expect(
      plans.filter((step) => /^SCAN (specialists|specialist_services|enquiry)/.test(step)),
    ).toEqual([]);
    expect(plans.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
  });

  it('picks what ranking the counted nearest served cities picks, for every service and any', () => {
    const cityNames = db().$client.prepare('select name from cities').pluck().all() as string[];
    // Cases where the nearest city in reach is not served, so matching has to walk past it.
    let skippedUnserved = 0;
    for (const place of [...PLACES, ...cityNames]) {
      for (const service of [undefined, ...SERVICE_SLUGS]) {
        const { nearest } = nearestServedCities(db(), place, service);
        if (nearest.length === 0) continue;
        const served = nearest.map((city) => city.id);
        const expected = rankSpecialistsNear(db(), served, service).map((s) => s.id);
        expect(matchAt(place, service), `${place} ${service ?? 'any'}`).toEqual(expected);
        if (citiesInReach(db(), place)?.cities[0]?.city.id !== served[0]) skippedUnserved += 1;
      }
    }
    expect(skippedUnserved).toBeGreaterThan(0);
  });
});
