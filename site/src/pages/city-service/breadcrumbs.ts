import type { CityDetail } from '@flo/contract';
import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import type { Breadcrumb } from '../../meta/types.ts';
import { cityBreadcrumbs } from '../city/city-breadcrumbs.ts';

/** Home › Locations › City › Service. */
export function cityServiceBreadcrumbs(
  city: Pick<CityDetail, 'name' | 'slug'>,
  service: ServiceSlug,
): Breadcrumb[] {
  return [
    ...cityBreadcrumbs(city),
    { name: SERVICE_NAMES[service], path: `/specialists/${city.slug}/${service}` },
  ];
}
