import { citySlug, SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';

export interface NavLink {
  label: string;
  to: string;
}

export const PRIMARY_NAV: NavLink[] = [
  { label: 'Find a specialist', to: '/search' },
  { label: 'Locations', to: '/locations' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
];

export const SERVICE_LINKS: NavLink[] = SERVICE_SLUGS.map((slug) => ({
  label: SERVICE_NAMES[slug],
  to: `/services/${slug}`,
}));

/** The largest UK cities of the directory, linked from the footer on every page. */
export const POPULAR_CITY_LINKS: NavLink[] = [
  'London',
  'Birmingham',
  'Manchester',
  'Leeds',
  'Glasgow',
  'Bristol',
].map((city) => ({ label: `Flooring in ${city}`, to: `/specialists/${citySlug(city)}` }));

export const COMPANY_LINKS: NavLink[] = [
  { label: 'About us', to: '/about' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'Featured specialists', to: '/featured' },
  { label: 'Contact', to: '/contact' },
  { label: 'Sitemap', to: '/sitemap' },
];

export const SPECIALIST_LINKS: NavLink[] = [
  { label: 'Claim your business', to: '/claim-business' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Post a job', to: '/post-a-job' },
];
