import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';

export interface ServiceSummary {
  slug: ServiceSlug;
  name: string;
  /** One sentence for tiles and link lists. */
  summary: string;
}

const SUMMARIES: Record<ServiceSlug, string> = {
  carpet: 'Fitted carpets for bedrooms, stairs and living rooms, with underlay and gripper.',
  hardwood: 'Solid oak, walnut and parquet floors laid, sanded and finished to last decades.',
  laminate: 'Hard-wearing laminate that looks like wood or stone, fitted quickly and cleanly.',
  vinyl: 'Waterproof sheet vinyl and luxury vinyl tiles (LVT) for kitchens and bathrooms.',
  tile: 'Ceramic, porcelain and natural stone tiles laid level, grouted and sealed.',
  'engineered-wood': 'Real wood on a stable core: ideal over underfloor heating and in flats.',
};

/**
 * The six services of the directory with their names and a one-line summary, in the
 * contract's order.
 *
 * @example
 * SERVICES.map((service) => <Link to={`/services/${service.slug}`}>{service.name}</Link>)
 */
export const SERVICES: ServiceSummary[] = SERVICE_SLUGS.map((slug) => ({
  slug,
  name: SERVICE_NAMES[slug],
  summary: SUMMARIES[slug],
}));
