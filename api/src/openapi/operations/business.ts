import * as contract from '@flo/contract';
import type { Operation } from '../operation.ts';

const business = { tag: 'Business', auth: 'business' } as const;

/** The business dashboard: overview, lead inbox, replies and quotes, profile, reviews. */
export const businessOperations: Operation[] = [
  {
    ...business,
    method: 'get',
    path: '/api/business/overview',
    summary:
      'Plan tier and its paid features, response figures of the last 90 days, leads per week (12 weeks) and the website snippet',
    response: contract.businessOverviewSchema,
  },
  {
    ...business,
    method: 'get',
    path: '/api/business/enquiries',
    summary:
      "Leads matched to the signed-in business's specialist with its status on each, newest first; query status, page, pageSize (1 to 50, default 20)",
    response: contract.businessEnquiriesPageSchema,
  },
  {
    ...business,
    method: 'get',
    path: '/api/business/enquiries/{reference}',
    summary: 'One of its leads with its replies, quotes and whether a review link was sent',
    response: contract.businessLeadDetailSchema,
  },
  {
    ...business,
    method: 'patch',
    path: '/api/business/enquiries/{reference}',
    summary: 'Set its status on a lead (new, contacted, quoted, won, lost)',
    body: contract.leadStatusUpdateSchema,
    response: contract.businessLeadDetailSchema,
  },
  {
    ...business,
    method: 'post',
    path: '/api/business/enquiries/{reference}/replies',
    summary:
      'E-mail a reply to the customer (409 no_customer_email without an address; 429 past 10 replies and quotes a day); a new lead becomes contacted',
    body: contract.leadReplyRequestSchema,
    response: contract.businessLeadDetailSchema,
    status: 201,
  },
  {
    ...business,
    method: 'post',
    path: '/api/business/enquiries/{reference}/quotes',
    summary:
      'Send a quote the customer accepts from an e-mailed link (409 no_customer_email without an address; 429 past 10 replies and quotes a day); the lead becomes quoted',
    body: contract.leadQuoteRequestSchema,
    response: contract.businessLeadDetailSchema,
    status: 201,
  },
  {
    ...business,
    method: 'get',
    path: '/api/business/profile',
    summary: 'Its listing as the public profile shows it, with the services it may offer',
    response: contract.businessProfileSchema,
  },
  {
    ...business,
    method: 'patch',
    path: '/api/business/profile',
    summary: 'Change description, services, contact e-mail, UK phone, website or areas covered',
    body: contract.businessProfileUpdateSchema,
    response: contract.businessProfileSchema,
  },
  {
    ...business,
    method: 'get',
    path: '/api/business/reviews',
    summary: 'Reviews of its specialist in every status, newest first; query page, pageSize',
    response: contract.businessReviewsPageSchema,
  },
  {
    ...business,
    method: 'put',
    path: '/api/business/reviews/{id}/reply',
    summary:
      'Set the public reply to one of its reviews (Standard and Featured; else 403 plan_required)',
    body: contract.reviewReplyRequestSchema,
    response: contract.businessReviewSchema,
  },
  {
    ...business,
    method: 'post',
    path: '/api/business/review-requests',
    summary:
      'E-mail the customer of one of its leads a one-time verified review link (Standard and Featured; 409 when already sent)',
    body: contract.reviewRequestSchema,
    response: contract.reviewRequestSentSchema,
    status: 201,
  },
];
