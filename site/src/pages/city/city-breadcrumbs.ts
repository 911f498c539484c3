import type { CityDetail } from '@flo/contract';
import type { Breadcrumb } from '../../meta/types.ts';

/** Home › Locations › City, shared by the city pages' meta and visible trail. */
export function cityBreadcrumbs(city: Pick<CityDetail, 'name' | 'slug'>): Breadcrumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/locations' },
    { name: city.name, path: `/specialists/${city.slug}` },
  ];
}
