import { z } from 'zod';
import { queryInt } from './site.ts';

/**
 * A message a visitor sent the business from its profile (`POST /api/specialist-message`), as
 * its dashboard shows it; `read` once the business opened it (the operators' own read mark is
 * separate).
 */
export const businessMessageSchema = z.object({
  id: z.number().int(),
  senderName: z.string(),
  senderEmail: z.string(),
  senderPhone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type BusinessMessage = z.infer<typeof businessMessageSchema>;

/** `GET /api/business/messages?page=`: newest first, 20 a page. */
export const businessMessagesQuerySchema = z.object({ page: queryInt(1, 10_000, 1) });

export const businessMessagesPageSchema = z.object({
  items: z.array(businessMessageSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  unread: z.number().int().min(0),
});
export type BusinessMessagesPage = z.infer<typeof businessMessagesPageSchema>;
