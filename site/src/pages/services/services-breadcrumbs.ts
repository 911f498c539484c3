import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import type { Breadcrumb } from '../../meta/types.ts';

export const SERVICES_BREADCRUMBS: Breadcrumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

/** Home › Services › Service. */
export function serviceBreadcrumbs(service: ServiceSlug): Breadcrumb[] {
  return [...SERVICES_BREADCRUMBS, { name: SERVICE_NAMES[service], path: `/services/${service}` }];
}
