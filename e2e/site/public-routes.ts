import { busiestCity, newestPublishedReview } from '../support/home-data.ts';
import type { PublicRoute } from './public-route.ts';
import { TOKEN_ROUTES } from './token-routes.ts';

const NOT_FOUND = 'Page not found';

const fixed = (text: string) => () => text;

/**
 * Every public route of docs/product/routes.md#public-routes with real demo records: each
 * renders its key content on the server (no JavaScript needed) and hydrates in the browser.
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    route: '/',
    path: fixed('/'),
    status: 200,
    heading: fixed('Find a trusted flooring specialist near you'),
    // A recent review (its customer and specialist), a service tile and a top city.
    content: () => newestPublishedReview().customerName,
    links: ({ service }) => {
      const review = newestPublishedReview();
      const city = busiestCity();
      return [
        { href: `/services/${service.slug}`, text: service.name },
        { href: `/specialists/${city.slug}`, text: city.name },
        { href: `/specialist/${review.specialistSlug}`, text: review.specialistName },
      ];
    },
  },
  {
    route: '/search?q=carpet',
    path: fixed('/search?q=carpet'),
    status: 200,
    heading: fixed('Flooring specialists matching “carpet” across the UK'),
    content: fixed('specialists found'),
  },
  {
    route: '/specialist/{slug}',
    path: ({ specialist }) => `/specialist/${specialist.slug}`,
    status: 200,
    heading: ({ specialist }) => specialist.name,
    content: ({ specialist }) => `Reviews (${specialist.publishedReviews})`,
  },
  {
    route: '/specialist/{slug}/{service}',
    path: ({ specialist, service }) => `/specialist/${specialist.slug}/${service.slug}`,
    status: 200,
    heading: ({ specialist, service }) => `${service.name} by ${specialist.name}`,
  },
  {
    route: '/specialists/{city}',
    path: ({ city }) => `/specialists/${city.slug}`,
    status: 200,
    heading: ({ city }) => `Flooring specialists in ${city.name}`,
    content: ({ city }) => `Compare ${city.activeSpecialists} flooring specialists in ${city.name}`,
  },
  {
    route: '/specialists/{city}/{service}',
    path: ({ city, service }) => `/specialists/${city.slug}/${service.slug}`,
    status: 200,
    heading: ({ city, service }) => `${service.name} in ${city.name}`,
  },
  {
    route: '/locations',
    path: fixed('/locations'),
    status: 200,
    heading: fixed('Flooring specialists by location'),
    content: ({ city }) => city.name,
  },
  {
    route: '/services/{slug}',
    path: ({ service }) => `/services/${service.slug}`,
    status: 200,
    heading: ({ service }) => `${service.name}: UK prices, pros and cons`,
  },
  {
    route: '/services',
    path: fixed('/services'),
    status: 200,
    heading: fixed('Flooring services'),
    content: ({ service }) => service.name,
  },
  { route: '/about', path: fixed('/about'), status: 200, heading: fixed('About Flo') },
  {
    route: '/claim-business',
    path: fixed('/claim-business'),
    status: 200,
    heading: fixed('Claim your business on Flo'),
  },
  {
    route: '/claim-business/{specialistId}',
    path: ({ specialist }) => `/claim-business/${specialist.id}`,
    status: 200,
    heading: ({ specialist }) => `Claim ${specialist.name}`,
  },
  {
    route: '/featured',
    path: fixed('/featured'),
    status: 200,
    heading: fixed('Featured flooring specialists'),
  },
  {
    route: '/review/{specialistId} (no token)',
    path: ({ specialist }) => `/review/${specialist.id}`,
    status: 200,
    heading: ({ specialist }) => `Review ${specialist.name}`,
  },
  ...TOKEN_ROUTES,
  {
    route: '/content/{slug}',
    path: ({ article }) => `/content/${article.slug}`,
    status: 200,
    heading: ({ article }) => article.title,
  },
  {
    route: '/content',
    path: fixed('/content'),
    status: 200,
    heading: fixed('Flooring guides'),
    content: ({ article }) => article.title,
  },
  {
    route: '/how-it-works',
    path: fixed('/how-it-works'),
    status: 200,
    heading: fixed('How Flo works'),
  },
  {
    route: '/sitemap',
    path: fixed('/sitemap'),
    status: 200,
    heading: fixed('Sitemap'),
    content: ({ article }) => article.title,
  },
  { route: '/contact', path: fixed('/contact'), status: 200, heading: fixed('Contact Flo') },
  {
    route: '/post-a-job',
    path: fixed('/post-a-job'),
    status: 200,
    heading: fixed('Post a flooring job'),
  },
  {
    route: '/pricing',
    path: fixed('/pricing'),
    status: 200,
    heading: fixed('Listing plans for flooring specialists'),
  },
  {
    route: '/checkout',
    path: fixed('/checkout'),
    status: 200,
    heading: fixed('Order your listing plan'),
  },
  {
    route: '/subscribe',
    path: fixed('/subscribe'),
    status: 200,
    heading: fixed('Subscribe to a listing plan'),
  },
  {
    route: '/claim-checkout',
    path: fixed('/claim-checkout'),
    status: 200,
    heading: fixed('Choose a plan for your claimed listing'),
  },
  {
    route: '/claim-success',
    path: fixed('/claim-success'),
    status: 200,
    heading: fixed('Claim received'),
  },
  {
    route: '/payment-success',
    path: fixed('/payment-success'),
    status: 200,
    heading: fixed('Order received'),
  },
  {
    route: '/subscription-success',
    path: fixed('/subscription-success'),
    status: 200,
    heading: fixed('Subscription request received'),
  },
  { route: '/privacy', path: fixed('/privacy'), status: 200, heading: fixed('Privacy policy') },
  {
    route: '/review-policy',
    path: fixed('/review-policy'),
    status: 200,
    heading: fixed('How we handle reviews'),
  },
  {
    route: '/privacy-policy',
    path: fixed('/privacy-policy'),
    status: 200,
    heading: fixed('Privacy policy'),
  },
  {
    route: 'an unknown path',
    path: fixed('/no-such-page-here'),
    status: 404,
    heading: fixed(NOT_FOUND),
  },
];
