import { z } from 'zod';
import { pagedListOf } from './admin-lists.ts';
import { queryInt } from './site.ts';

/* What operators must act on, and the specialist messages visitors left. */

/** How many open items of each kind, and the oldest few of each, as the queue shows them. */
export const QUEUE_PREVIEW_SIZE = 5;

const queueItem = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
const queueSection = z.object({ open: z.number().int(), oldest: z.array(queueItem) });

export const adminQueueSchema = z.object({
  reviews: queueSection,
  claims: queueSection,
  subscriptions: queueSection,
  contactMessages: queueSection,
  unmatchedEnquiries: queueSection,
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

export const SUBSCRIPTION_STATUSES = ['pending', 'invoiced', 'active', 'cancelled'] as const;

/** `POST /api/admin/subscription-requests/{id}/status`: active switches the listing's plan on. */
export const subscriptionStatusUpdateSchema = z.object({
  status: z.enum(['invoiced', 'active', 'cancelled']),
});

/** `GET /api/admin/specialist-messages?page=`: newest first, 20 a page. */
export const adminMessagesQuerySchema = z.object({ page: queryInt(1, 10_000, 1) });

export const adminSpecialistMessageSchema = z.object({
  id: z.number().int(),
  specialist: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  senderName: z.string(),
  senderEmail: z.string(),
  senderPhone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  pageUrl: z.string(),
  pageType: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AdminSpecialistMessage = z.infer<typeof adminSpecialistMessageSchema>;
export const adminSpecialistMessagesPageSchema = pagedListOf(adminSpecialistMessageSchema);
export type AdminSpecialistMessagesPage = z.infer<typeof adminSpecialistMessagesPageSchema>;
