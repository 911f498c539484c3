import { z } from 'zod';

/** Days the overview's enquiries chart covers. */
export const OVERVIEW_CHART_DAYS = 30;

/** `GET /api/admin/overview`: the directory at a glance. */
export const adminOverviewSchema = z.object({
  specialists: z.object({ active: z.number().int(), suspended: z.number().int() }),
  enquiries: z.object({
    last7Days: z.number().int(),
    last30Days: z.number().int(),
    unmatchedOpen: z.number().int(),
  }),
  pendingReviews: z.number().int(),
  pendingClaims: z.number().int(),
  /** One entry per UTC day, oldest first, days without enquiries included. */
  enquiriesPerDay: z.array(z.object({ day: z.string(), enquiries: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
