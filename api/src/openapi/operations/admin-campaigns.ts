import * as contract from '@flo/contract';
import { z } from 'zod';
import type { Operation } from '../operation.ts';

const admin = { tag: 'Admin', auth: 'admin' } as const;

/** Admin › Email campaigns, and the public unsubscribe its mails link to. */
export const adminCampaignOperations: Operation[] = [
  {
    ...admin,
    method: 'get',
    path: '/api/admin/email-campaigns',
    summary: 'Email campaigns, newest first',
    response: contract.adminCampaignsPageSchema,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/email-campaigns',
    summary: 'A new draft campaign: subject, plain-text body and audience',
    body: contract.campaignDraftSchema,
    response: contract.adminCampaignSchema,
    status: 201,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/email-campaigns/preview',
    summary: 'A draft as a recipient reads it, and how many addresses its audience reaches',
    body: contract.campaignDraftSchema,
    response: contract.campaignPreviewSchema,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/email-campaigns/{id}',
    summary: 'One campaign with its delivery counts',
    response: contract.adminCampaignSchema,
  },
  {
    ...admin,
    method: 'patch',
    path: '/api/admin/email-campaigns/{id}',
    summary: 'Edit a draft (409 once sent)',
    body: contract.campaignDraftSchema,
    response: contract.adminCampaignSchema,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/email-campaigns/{id}/send',
    summary: 'Send a draft through the outbox, one mail per address (409 when sent already)',
    response: contract.adminCampaignSchema,
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/email-campaigns/{id}/recipients',
    summary: 'Each address a campaign went to, with its delivery status',
    response: contract.campaignRecipientsPageSchema,
  },
  {
    tag: 'Business',
    method: 'post',
    path: '/api/unsubscribe',
    summary: 'Stop campaign mail to the address of a personal unsubscribe link',
    body: contract.unsubscribeSchema,
    response: z.object({ ok: z.literal(true) }),
  },
];
