import type { SpecialistDetail } from '@flo/contract';
import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import type { Breadcrumb } from '../../meta/types.ts';
import { profileBreadcrumbs } from '../specialist-profile/breadcrumbs.ts';

/** Home › Locations › City › Specialist › Service. */
export function serviceBreadcrumbs(
  specialist: SpecialistDetail,
  service: ServiceSlug,
): Breadcrumb[] {
  return [
    ...profileBreadcrumbs(specialist),
    { name: SERVICE_NAMES[service], path: `/specialist/${specialist.slug}/${service}` },
  ];
}
