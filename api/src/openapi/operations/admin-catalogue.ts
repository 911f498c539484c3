import * as contract from '@flo/contract';
import { z } from 'zod';
import type { Operation } from '../operation.ts';

const ok = z.object({ ok: z.literal(true) });
const admin = { tag: 'Admin', auth: 'admin' } as const;

/** Admin › Overview, Specialists, Enquiries, Locations and Location pages. */
export const adminCatalogueOperations: Operation[] = [
  {
    ...admin,
    method: 'get',
    path: '/api/admin/enquiries',
    summary: 'Enquiries filtered by status, city, service and dates, newest first',
    response: contract.adminEnquiriesPageSchema,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/enquiries.csv',
    summary: 'The filtered enquiries as a CSV file (formula-safe)',
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/enquiries/{reference}',
    summary: 'One enquiry with its recipients and mails',
    response: contract.adminEnquiryDetailSchema,
  },
  {
    ...admin,
    method: 'patch',
    path: '/api/admin/enquiries/{reference}',
    summary: 'Change an enquiry’s status',
    body: contract.adminEnquiryStatusSchema,
    response: contract.adminEnquiryDetailSchema,
  },
  {
    ...admin,
    method: 'put',
    path: '/api/admin/enquiries/{reference}/recipients',
    summary: 'Route an enquiry by hand to up to 3 active specialists',
    body: contract.adminReassignSchema,
    response: contract.adminEnquiryDetailSchema,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/specialists',
    summary: 'Search every listing by text, city, status and tier',
    response: contract.adminSpecialistsPageSchema,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/specialists',
    summary: 'Add an active listing',
    body: contract.adminSpecialistCreateSchema,
    response: z.object({ id: z.number().int(), slug: z.string() }),
    status: 201,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/specialists/{id}',
    summary: 'Everything about one listing: profile, services, reviews, leads, business login',
    response: contract.adminSpecialistDetailSchema,
  },
  {
    ...admin,
    method: 'patch',
    path: '/api/admin/specialists/{id}',
    summary: 'Edit a listing, suspend it with a reason, or change its tier',
    body: contract.adminSpecialistUpdateSchema,
    response: contract.adminSpecialistDetailSchema,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/specialists/{id}/setup-link',
    summary: 'E-mail the listing’s business a fresh password link',
    response: ok,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/overview',
    summary: 'Specialists, enquiries, open queues and enquiries per day at a glance',
    response: contract.adminOverviewSchema,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/cities',
    summary: 'Every city with its areas and active specialists',
    response: contract.adminCitiesSchema,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/cities',
    summary: 'Add a city',
    body: contract.adminCityInputSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
  },
  {
    ...admin,
    method: 'patch',
    path: '/api/admin/cities/{id}',
    summary: 'Rename a city or change its region and postcode areas',
    body: contract.adminCityInputSchema,
    response: ok,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/location-pages',
    summary: 'Intro and SEO texts written for city and city + service pages',
    response: contract.adminLocationPagesSchema,
  },
  {
    ...admin,
    method: 'put',
    path: '/api/admin/location-pages',
    summary: 'Write the intro and SEO text of a city page or a city + service page',
    body: contract.adminLocationPageInputSchema,
    response: ok,
  },
  {
    ...admin,
    method: 'delete',
    path: '/api/admin/location-pages/{id}',
    summary: 'Remove a written page text (the page goes back to generated text)',
    response: ok,
  },
];
