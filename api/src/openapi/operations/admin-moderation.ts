import * as contract from '@flo/contract';
import { z } from 'zod';
import type { Operation } from '../operation.ts';

const ok = z.object({ ok: z.literal(true) });

/** The admin console's moderation queues (reviews, listing claims) and operator settings. */
export const adminModerationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/reviews',
    summary: 'Reviews in a moderation status (pending by default), oldest first',
    tag: 'Admin',
    response: contract.adminReviewsPageSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/reviews/{id}/decision',
    summary: 'Publish a review, or reject it with a reason',
    tag: 'Admin',
    body: contract.reviewDecisionSchema,
    response: ok,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/claims',
    summary: 'Listing claims in a status (pending by default), oldest first',
    tag: 'Admin',
    response: contract.adminClaimsPageSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/claims/{id}/decision',
    summary: 'Approve a claim (business login + setup-link mail) or reject it with a reason',
    tag: 'Admin',
    body: contract.claimDecisionSchema,
    response: ok,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Operator mail settings: effective values and the environment defaults',
    tag: 'Admin',
    response: contract.operatorSettingsSchema,
    auth: 'admin',
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Set (or clear, with null) the operators’ address and the mail sender',
    tag: 'Admin',
    body: contract.operatorSettingsUpdateSchema,
    response: contract.operatorSettingsSchema,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/queue',
    summary: 'Open counts and oldest items of everything operators must act on',
    tag: 'Admin',
    response: contract.adminQueueSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/contact-messages/{id}/handled',
    summary: 'Mark a contact message dealt with',
    tag: 'Admin',
    response: ok,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/subscription-requests/{id}/status',
    summary:
      'Mark a subscription request invoiced, active (the listing goes on its plan) or cancelled',
    tag: 'Admin',
    body: contract.subscriptionStatusUpdateSchema,
    response: ok,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/specialist-messages',
    summary: 'Messages visitors sent to specialists, newest first',
    tag: 'Admin',
    response: contract.adminSpecialistMessagesPageSchema,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/specialist-messages/{id}',
    summary: 'One message to a specialist; marks it read',
    tag: 'Admin',
    response: contract.adminSpecialistMessageSchema,
    auth: 'admin',
  },
  {
    method: 'get',
    path: '/api/admin/mail',
    summary:
      'Outbox mail in a status (failed by default), newest first, with attempts and last error',
    tag: 'Admin',
    response: contract.adminMailPageSchema,
    auth: 'admin',
  },
  {
    method: 'post',
    path: '/api/admin/mail/{id}/resend',
    summary: 'Send a failed mail again: back to the queue with its attempts reset',
    tag: 'Admin',
    response: ok,
    auth: 'admin',
  },
];
