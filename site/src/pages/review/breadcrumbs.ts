import type { Listing } from '@flo/contract';
import type { Breadcrumb } from '../../meta/types.ts';

/** Home › the specialist › Leave a review (the review path itself carries no token). */
export const reviewBreadcrumbs = (
  specialist: Pick<Listing, 'id' | 'name' | 'slug'>,
): Breadcrumb[] => [
  { name: 'Home', path: '/' },
  { name: specialist.name, path: `/specialist/${specialist.slug}` },
  { name: 'Leave a review', path: `/review/${specialist.id}` },
];
