import type { SpecialistDetail } from '@flo/contract';
import type { Breadcrumb } from '../../meta/types.ts';

/** Home › Locations › City › Specialist, shared by the meta and the visible trail. */
export function profileBreadcrumbs(specialist: SpecialistDetail): Breadcrumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/locations' },
    { name: specialist.city, path: `/specialists/${specialist.citySlug}` },
    { name: specialist.name, path: `/specialist/${specialist.slug}` },
  ];
}
