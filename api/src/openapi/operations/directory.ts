import * as contract from '@flo/contract';
import { z } from 'zod';
import type { Operation } from '../operation.ts';

const created = z.object({ id: z.number().int() });

/** The public directory: specialists, services, cities, reviews, search, content and site forms. */
export const directoryOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/specialists/city/{citySlug}',
    summary:
      'Active specialists in a city, one page (?page=, ?pageSize= up to 100, default 100; unknown city: empty list)',
    tag: 'Directory',
    response: z.array(contract.specialistSchema),
  },
  {
    method: 'get',
    path: '/api/specialists/{city}/{service}',
    summary: 'Specialist count and average rating for a city and service',
    tag: 'Directory',
    response: contract.cityServiceStatsSchema,
  },
  {
    method: 'get',
    path: '/api/specialists/unified/{slug}',
    summary: 'One specialist with profile details',
    tag: 'Directory',
    response: contract.specialistDetailSchema,
  },
  {
    method: 'get',
    path: '/api/services/{slug}/stats',
    summary: 'Directory-wide figures for one service',
    tag: 'Directory',
    response: contract.serviceStatsSchema,
  },
  {
    method: 'get',
    path: '/api/services/{slug}/cities',
    summary:
      'Cities where active specialists offer a service, most first, with their average rating; query limit (1 to 100, default 12)',
    tag: 'Directory',
    response: contract.serviceCitiesSchema,
  },
  {
    method: 'get',
    path: '/api/reviews/specialist/{id}/chat',
    summary: 'Latest published reviews of a specialist, for the chat',
    tag: 'Directory',
    response: contract.chatReviewsSchema,
  },
  {
    method: 'get',
    path: '/api/chat-settings',
    summary: 'Whether Flo is on, globally and per page type',
    tag: 'Directory',
    response: contract.chatSettingsSchema,
  },
  {
    method: 'post',
    path: '/api/specialist-message',
    summary: 'Send a message to one specialist',
    tag: 'Directory',
    body: contract.specialistMessageSchema,
    response: created,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/search',
    summary:
      'Full-text specialist search; query q, city, postcode, service, minRating, sort (relevance|rating|reviews|name), page, pageSize (max 50)',
    tag: 'Directory',
    response: contract.searchResultsSchema,
  },
  {
    method: 'get',
    path: '/api/locations',
    summary: 'Cities grouped by region with active specialist counts',
    tag: 'Directory',
    response: contract.locationsSchema,
  },
  {
    method: 'get',
    path: '/api/cities/{slug}',
    summary: 'One city: figures, services with counts and a generated introduction',
    tag: 'Directory',
    response: contract.cityDetailSchema,
  },
  {
    method: 'get',
    path: '/api/featured',
    summary: 'Featured-tier specialists as cards, 12 a page; query page',
    tag: 'Directory',
    response: contract.searchResultsSchema,
  },
  {
    method: 'get',
    path: '/api/reviews/recent',
    summary: 'Newest published reviews with their specialist; query limit (1 to 20, default 6)',
    tag: 'Directory',
    response: contract.recentReviewsSchema,
  },
  {
    method: 'get',
    path: '/api/stats',
    summary: 'Home page totals: specialists, reviews, cities, average rating',
    tag: 'Directory',
    response: contract.siteStatsSchema,
  },
  {
    method: 'get',
    path: '/api/specialists/unified/{slug}/reviews',
    summary: 'Published reviews of a specialist with replies, 10 a page; query page',
    tag: 'Directory',
    response: contract.profileReviewsPageSchema,
  },
  {
    method: 'get',
    path: '/api/review-invites/{specialistId}/{token}',
    summary: 'Whether a review link is usable (404 for an unknown token)',
    tag: 'Directory',
    response: contract.reviewInviteSchema,
  },
  {
    method: 'post',
    path: '/api/reviews',
    summary: 'Submit a review: published and verified with a valid link token, else moderated',
    tag: 'Directory',
    body: contract.reviewSubmissionSchema,
    response: contract.reviewSubmittedSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/content',
    summary: 'Flooring guides, newest first, without bodies',
    tag: 'Directory',
    response: contract.articleListSchema,
  },
  {
    method: 'get',
    path: '/api/content/{slug}',
    summary: 'One flooring guide as structured blocks',
    tag: 'Directory',
    response: contract.articleSchema,
  },
  {
    method: 'get',
    path: '/api/sitemap',
    summary: 'The sitemap index: its sub-sitemaps (pages, cities, specialists-N) by name',
    tag: 'Directory',
    response: contract.sitemapIndexSchema,
  },
  {
    method: 'get',
    path: '/api/sitemap/{name}',
    summary: 'One sub-sitemap: at most 10,000 public page paths with their last change',
    tag: 'Directory',
    response: contract.sitemapSchema,
  },
];
