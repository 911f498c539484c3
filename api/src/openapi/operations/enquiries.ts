import * as contract from '@flo/contract';
import { z } from 'zod';
import type { Operation } from '../operation.ts';

/** Enquiries and jobs, the calls that create leads. */
export const enquiryOperations: Operation[] = [
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
    path: '/api/contact',
    summary: 'Send a message to the operators',
    tag: 'Enquiries',
    body: contract.contactMessageSchema,
    response: contract.contactReceivedSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/jobs',
    summary: 'Post a job; stored and matched as an enquiry (idempotent with Idempotency-Key)',
    tag: 'Enquiries',
    body: contract.jobPostSchema,
    response: contract.enquiryCreatedSchema,
    status: 201,
    headers: [contract.IDEMPOTENCY_HEADER],
  },
  {
    method: 'get',
    path: '/api/quotes/{quoteId}',
    summary: 'A quote, only with the token of its link (query token); 404 otherwise',
    tag: 'Enquiries',
    response: contract.quoteSchema,
  },
  {
    method: 'post',
    path: '/api/quotes/{quoteId}/accept',
    summary: 'Accept a quote once with the token of its link; 409 when no longer pending',
    tag: 'Enquiries',
    body: contract.quoteAcceptSchema,
    response: contract.quoteSchema,
  },
];
