import { z } from 'zod';
import { pagedListOf } from './admin-lists.ts';
import { SERVICE_SLUGS } from './constants.ts';
import { queryInt } from './site.ts';

/* Admin › Email campaigns: plain-text mail to specialists, and the unsubscribe link in it. */

export const CAMPAIGN_TIERS = ['free', 'standard', 'featured'] as const;
/** A sent campaign reaches at most this many addresses; narrow the audience for more. */
export const CAMPAIGN_RECIPIENT_LIMIT = 60_000;

/** Who a campaign goes to: active specialists, narrowed by any of these. */
export const campaignAudienceSchema = z.strictObject({
  tiers: z.array(z.enum(CAMPAIGN_TIERS)).min(1, 'Choose at least one tier').max(3).optional(),
  citySlug: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/, 'A city slug such as leeds')
    .optional(),
  serviceSlug: z.enum(SERVICE_SLUGS).optional(),
  claimedOnly: z.boolean().optional(),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

/** `POST /api/admin/email-campaigns`, `PATCH …/{id}` and `POST …/preview`: a draft. */
export const campaignDraftSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject')
    .max(150, 'At most 150 characters')
    .regex(/^[^\p{Cc}]*$/u, 'One line, no control characters'),
  body: z.string().trim().min(1, 'Write the message').max(20_000, 'At most 20,000 characters'),
  audience: campaignAudienceSchema,
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

export const CAMPAIGN_STATUSES = ['draft', 'sent'] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const adminCampaignRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Addresses a sent campaign went to; 0 for a draft. */
  recipients: z.number().int(),
});
export type AdminCampaignRow = z.infer<typeof adminCampaignRowSchema>;

export const adminCampaignsQuerySchema = z.object({ page: queryInt(1, 10_000, 1) });
export const adminCampaignsPageSchema = pagedListOf(adminCampaignRowSchema);
export type AdminCampaignsPage = z.infer<typeof adminCampaignsPageSchema>;

export const adminCampaignSchema = adminCampaignRowSchema.extend({
  body: z.string(),
  audience: campaignAudienceSchema,
  /** How many of its mails the outbox has sent, has still to send, and gave up on. */
  delivery: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** The mail as a recipient would read it, and how many addresses the audience holds now. */
export const campaignPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  recipients: z.number().int(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const campaignRecipientsPageSchema = pagedListOf(
  z.object({
    specialistId: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: z.enum(MAIL_STATUSES),
  }),
);
export type CampaignRecipientsPage = z.infer<typeof campaignRecipientsPageSchema>;

/** `POST /api/unsubscribe`: the token from a campaign mail's personal link. */
export const unsubscribeSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'The link is not complete'),
});
