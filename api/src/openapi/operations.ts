import { z } from 'zod';
import * as contract from '../contract/index.ts';

/** One documented API operation; the OpenAPI document is generated from this list. */
export interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: 'Directory' | 'Enquiries' | 'Admin' | 'Business';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 200 | 201;
  auth?: 'admin' | 'business';
  headers?: string[];
}

const created = z.object({ id: z.number().int() });

export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/specialists/city/{citySlug}',
    summary: 'Active specialists in a city (unknown city: empty list)',
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
    method: 'post',
    path: '/api/enquiries',
    summary: 'Submit a chat or simple-form enquiry (idempotent with Idempotency-Key)',
    tag: 'Enquiries',
    body: z.union([contract.chatEnquirySchema, contract.simpleEnquirySchema]),
    response: contract.enquiryCreatedSchema,
    status: 201,
    headers: [contract.IDEMPOTENCY_HEADER],
  },
  {
    method: 'post',
    path: '/api/admin/login',
    summary: 'Admin login; answers a bearer token',
    tag: 'Admin',
    body: contract.loginRequestSchema,
    response: contract.adminLoginResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/me',
    summary: 'The signed-in admin',
    tag: 'Admin',
    response: contract.adminMeResponseSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    summary: 'Revoke the admin token',
    tag: 'Admin',
    response: contract.logoutResponseSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/business/login',
    summary: 'Business login; answers a bearer token',
    tag: 'Business',
    body: contract.loginRequestSchema,
    response: contract.businessLoginResponseSchema,
  },
  {
    method: 'get',
    path: '/api/business/me',
    summary: 'The signed-in business',
    tag: 'Business',
    response: contract.businessMeResponseSchema,
    auth: 'business',
  },
  {
    method: 'post',
    path: '/api/business/logout',
    summary: 'Revoke the business token',
    tag: 'Business',
    response: contract.logoutResponseSchema,
    auth: 'business',
  },
  {
    method: 'post',
    path: '/api/business/setup-password',
    summary: 'Set the password with the one-time token from the e-mailed link',
    tag: 'Business',
    body: contract.setupPasswordRequestSchema,
    response: contract.setupPasswordResponseSchema,
  },
];
