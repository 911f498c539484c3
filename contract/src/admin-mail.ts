import { z } from 'zod';
import { listSortShape, pagedListOf } from './admin-lists.ts';
import { queryInt } from './site.ts';

/* The admins' view of the mail outbox: what was sent, what is retrying, what failed. */

/**
 * Where a mail has got to: `queued` (not tried yet), `retrying` (failed attempts, next one at
 * `nextAttemptAt`), `sent` (at `sentAt`), `failed` (given up; `lastError` says why).
 */
export const MAIL_DELIVERY_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** The outbox row's stored status: `pending` covers both queued and retrying. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** The mail list sorts by when the mail was queued. */
export const MAIL_SORTS = ['created'] as const;

/** `GET /api/admin/mail?status=failed&order=desc&page=1` (failed by default, newest first). */
export const adminMailQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).default('failed'),
  ...listSortShape(MAIL_SORTS, 'created', 'desc'),
  page: queryInt(1, 10_000, 1),
});

export const adminMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the mail is for, e.g. 'enquiry_confirmation' or 'specialist_lead' (the template). */
  kind: z.string(),
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int(),
  /** When the next attempt is due; null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The enquiry the mail belongs to, if any. */
  enquiryId: z.number().int().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** A page of mail with the status's total (a count along its index). */
export const adminMailPageSchema = pagedListOf(adminMailSchema);
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;

/** Most mails one bulk resend may name. */
export const MAIL_RESEND_LIMIT = 200;

/** `POST /api/admin/mail/resend`: send these failed mails again, in one transaction. */
export const mailBulkResendSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one mail')
    .max(MAIL_RESEND_LIMIT, `At most ${MAIL_RESEND_LIMIT} mails at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each mail once'),
});

/** Each mail's outcome: `requeued`, `not_failed` (queued, retrying or sent: left alone) or `not_found`. */
export const mailBulkResendResultSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), outcome: z.enum(['requeued', 'not_failed', 'not_found']) }),
  ),
  requeued: z.number().int(),
});
export type MailBulkResendResult = z.infer<typeof mailBulkResendResultSchema>;
