import { z } from 'zod';

/* The console's navigation: how many items wait in each queue. */

/**
 * `GET /api/admin/queue-counts`: reviews awaiting moderation, pending claims of free listings,
 * businesses' listing edits not yet reviewed, unread specialist messages and failed mail. Each is
 * a count over an index (ADR 043), so the navigation can ask on every screen.
 */
export const adminQueueCountsSchema = z.object({
  reviews: z.number().int(),
  claims: z.number().int(),
  recentChanges: z.number().int(),
  specialistMessages: z.number().int(),
  failedMail: z.number().int(),
});
export type AdminQueueCounts = z.infer<typeof adminQueueCountsSchema>;
export type AdminQueueName = keyof AdminQueueCounts;
