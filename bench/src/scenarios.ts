import { SEARCH_SORTS } from '@flo/contract/constants';

/** A product route the bench loads, at 1 connection and at the high concurrency. */
export interface Scenario {
  id:
    | 'search'
    | 'search-fresh'
    | 'city-listing'
    | 'city-service-stats'
    | 'city-page'
    | 'home'
    | 'enquiry';
  name: string;
  method: 'GET' | 'POST';
  path: string;
  expectStatus: number;
  /** What the answer must be, checked once before loading it. */
  contentType: 'application/json' | 'text/html';
  headers?: Record<string, string>;
}

/** Browsers ask for compressed pages; the JSON routes are compared with an uncompressed baseline. */
const browser = { 'accept-encoding': 'br, gzip, deflate' };

export const CITY = 'london';

/** Added to a search, it keeps the answer out of the search cache (see `searchCacheKey`). */
export const NOT_KEPT = 'bench=fresh';

export const scenarios: Scenario[] = [
  {
    id: 'search',
    name: 'search ?q=carpet',
    method: 'GET',
    path: '/api/search?q=carpet',
    expectStatus: 200,
    contentType: 'application/json',
  },
  {
    // A parameter the search cache does not key on (ADR 051): every request is answered afresh,
    // as a search nobody made before is.
    id: 'search-fresh',
    name: 'search ?q=carpet, not kept',
    method: 'GET',
    path: `/api/search?q=carpet&${NOT_KEPT}`,
    expectStatus: 200,
    contentType: 'application/json',
  },
  {
    id: 'city-listing',
    name: `city listing (${CITY})`,
    method: 'GET',
    path: `/api/specialists/city/${CITY}`,
    expectStatus: 200,
    contentType: 'application/json',
  },
  {
    id: 'city-service-stats',
    name: 'city + service stats',
    method: 'GET',
    path: `/api/specialists/${CITY}/carpet`,
    expectStatus: 200,
    contentType: 'application/json',
  },
  {
    id: 'city-page',
    name: 'city page (HTML)',
    method: 'GET',
    path: `/specialists/${CITY}`,
    expectStatus: 200,
    contentType: 'text/html',
    headers: browser,
  },
  {
    id: 'home',
    name: 'home (HTML)',
    method: 'GET',
    path: '/',
    expectStatus: 200,
    contentType: 'text/html',
    headers: browser,
  },
  {
    id: 'enquiry',
    name: 'enquiry POST (durable)',
    method: 'POST',
    path: '/api/enquiries',
    expectStatus: 201,
    contentType: 'application/json',
    // Browsers send Origin with every POST: the widget's, embedded on a specialist's site.
    headers: { origin: 'https://www.oakfloors.example' },
  },
];

/**
 * A valid chat enquiry; each request is sent with its own Idempotency-Key. The phone number is
 * from Ofcom's Leeds drama range (0113 496 0000 to 0999): it rings nobody, and libphonenumber
 * finds it valid as it does a visitor's real number. The mobile drama range (07700 900000 to
 * 900999) passes only by the product's own exception, after libphonenumber has tried every +44
 * country, which makes its check about twice as slow as a real number's (ADR 013).
 */
export const enquiryBody = JSON.stringify({
  flooringType: 'Carpet Installation',
  location: 'Leeds',
  customerName: 'Bench Visitor',
  customerEmail: 'bench@example.co.uk',
  customerPhone: '0113 496 0000',
  budgetRange: 'Not specified',
  urgency: 'Within 2-4 weeks',
  projectDetails: 'Two bedrooms, about 30 m².',
  chatbotSource: 'homepage_chatbot',
  selectedServiceSlug: 'carpet',
  pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
});

/**
 * The broad search load the health probe runs beside: many words, every sort, deep pages,
 * place and rating filters, so a slow plan anywhere shows up as a stalled health check; none
 * kept, so each is searched afresh.
 */
export function broadSearchPaths(): string[] {
  const words = ['carpet', 'oak', 'vinyl', 'laminate', 'herringbone', 'tiles', 'london', 'stairs'];
  const filters = [
    '',
    '&city=manchester',
    '&postcode=LS6%202AB',
    '&service=hardwood',
    '&minRating=4',
  ];
  const paths: string[] = [];
  for (const [i, word] of words.entries()) {
    for (const [j, filter] of filters.entries()) {
      const sort = SEARCH_SORTS[(i + j) % SEARCH_SORTS.length];
      paths.push(
        `/api/search?q=${word}${filter}&sort=${sort}&page=${1 + ((i * j) % 5)}&${NOT_KEPT}`,
      );
    }
  }
  for (const sort of SEARCH_SORTS) paths.push(`/api/search?sort=${sort}&page=50&${NOT_KEPT}`);
  return paths;
}
