import type { PublicRoute } from './public-route.ts';

/**
 * The token pages of the public routes, opened through links the test makes with a known token
 * (`support/token-links.ts`): a review invite, a quote, and that quote with a wrong token.
 */
export const TOKEN_ROUTES: PublicRoute[] = [
  {
    route: '/review/{specialistId}/{token} (valid link)',
    path: (_demo, links) => links.review().path,
    status: 200,
    heading: ({ specialist }) => `Review ${specialist.name}`,
    content: (_demo, links) =>
      `Thank you for using your review link, ${links.review().customerName}.`,
    button: () => 'Submit review',
  },
  {
    route: '/quote/accept/{quoteId}/{token}',
    path: (_demo, links) => links.quote().path,
    status: 200,
    heading: ({ specialist }) => `Your quote from ${specialist.name}`,
    content: (_demo, links) => links.quote().amount,
    button: (_demo, links) => `Accept quote for ${links.quote().amount}`,
  },
  {
    // A real quote id, so the page asks the API, which refuses the token.
    route: '/quote/accept/{quoteId}/{token} (wrong token)',
    path: (_demo, links) => `/quote/accept/${links.quote().quoteId}/not-the-right-token-0000`,
    status: 404,
    heading: () => 'Page not found',
  },
];
