import { z } from 'zod';

/** `GET /api/admin/overview`: the directory at a glance; the charts are on the figures (ADR 041). */
export const adminOverviewSchema = z.object({
  specialists: z.object({ active: z.number().int(), suspended: z.number().int() }),
  enquiries: z.object({
    last7Days: z.number().int(),
    last30Days: z.number().int(),
    unmatchedOpen: z.number().int(),
  }),
  pendingReviews: z.number().int(),
  pendingClaims: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
