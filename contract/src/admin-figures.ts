import { z } from 'zod';
import { queryInt } from './site.ts';

/** Days a figures period covers when none is asked for: the last 30, today included. */
export const FIGURES_DEFAULT_DAYS = 30;
/** The longest period the figures answer, so every query reads a bounded index range. */
export const FIGURES_MAX_DAYS = 366;
/** Cities and services named one by one; the rest are summed as 'Other'. */
export const FIGURES_TOP_PLACES = 8;
/** Leads a specialist needs in the period to be listed by response time. */
export const RESPONSE_TIMES_MIN_LEADS = 3;
export const RESPONSE_TIMES_PAGE_SIZE = 20;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** `GET /api/admin/figures`: a period of UTC days, both included (the server fills defaults). */
export const adminFiguresQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export type AdminFiguresQuery = z.infer<typeof adminFiguresQuerySchema>;

export const adminResponseTimesQuerySchema = adminFiguresQuerySchema.extend({
  page: queryInt(1, 10_000, 1),
});
export type AdminResponseTimesQuery = z.infer<typeof adminResponseTimesQuerySchema>;

const count = z.number().int();
const periodSchema = z.object({ from: z.string(), to: z.string(), days: count });
const labelledCount = z.object({ label: z.string(), enquiries: count });

/** `GET /api/admin/figures`: the marketplace over one period (ADR 041). */
export const adminFiguresSchema = z.object({
  period: periodSchema,
  /** One entry per UTC day of the period, oldest first, by where the enquiry came from. */
  enquiriesPerDay: z.array(z.object({ day: z.string(), chat: count, form: count, job: count })),
  /** The nearest directory city, most enquiries first; 'Other' and 'Not placed' last. */
  byCity: z.array(labelledCount),
  /** The flooring asked for, most enquiries first; 'Other' last. */
  byService: z.array(labelledCount),
  /** Leads (an enquiry sent to one specialist) of the period's enquiries and how far each got. */
  leads: z.object({ leads: count, replied: count, quoted: count, won: count }),
  /** Minutes from a lead to its first reply, quote or 'contacted', over the answered leads. */
  firstResponse: z.object({ answered: count, medianMinutes: z.number().nullable() }),
  /** Enquiries of the period nobody received. */
  unmatched: count,
  /** Weeks start on Monday (UTC); the claims made that week by where they stand now. */
  claimsPerWeek: z.array(
    z.object({ week: z.string(), pending: count, approved: count, rejected: count }),
  ),
  /** Plans started and plans that ended (cancelled or expired) each week. */
  plansPerWeek: z.array(z.object({ week: z.string(), started: count, ended: count })),
  /** Plans that give their listing a paid tier now. */
  livePlans: z.object({ standard: count, featured: count }),
});
export type AdminFigures = z.infer<typeof adminFiguresSchema>;

export const responseTimeRowSchema = z.object({
  specialistId: count,
  name: z.string(),
  slug: z.string(),
  leads: count,
  answered: count,
  /** Null when none of its leads was answered: those are listed first, as the slowest. */
  medianMinutes: z.number().nullable(),
});
export type ResponseTimeRow = z.infer<typeof responseTimeRowSchema>;

/** `GET /api/admin/figures/response-times`: specialists slowest first. */
export const responseTimesPageSchema = z.object({
  period: periodSchema,
  items: z.array(responseTimeRowSchema),
  page: count,
  pageSize: count,
  total: count,
  minLeads: count,
});
export type ResponseTimesPage = z.infer<typeof responseTimesPageSchema>;
