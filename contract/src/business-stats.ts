import { z } from 'zod';

/** The window response figures are measured over. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer leads than this in the window and no figure is published: too few to mean anything. */
export const MIN_LEADS_FOR_FIGURES = 5;
/** Weeks in the dashboard's leads chart. */
export const LEAD_CHART_WEEKS = 12;

/**
 * How a specialist answers its leads, measured from the replies and quotes it sent through Flo
 * over the last 90 days. Public on the profile once there are at least 5 leads.
 */
export const responseFiguresSchema = z.object({
  /** Leads received in the window. */
  leads: z.number().int(),
  /** Of those, answered with a reply or a quote through Flo. */
  answered: z.number().int(),
  /** Whole per cent, answered / leads. */
  responseRate: z.number().int(),
  /** Median minutes from the lead to its first reply or quote; null when none was answered. */
  medianFirstResponseMinutes: z.number().int().nullable(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

/** Features /pricing sells with Standard and Featured; a free listing gets 403 `plan_required`. */
export const PAID_PLAN_FEATURES = ['reviewReplies', 'reviewInvites'] as const;
export type PaidPlanFeature = (typeof PAID_PLAN_FEATURES)[number];

/** `GET /api/business/overview`: the dashboard's plan, figures, chart and widget snippet. */
export const businessOverviewSchema = z.object({
  /** Plan names and what each includes are `LISTING_PLANS[tier]` (contract/pricing.ts). */
  tier: z.enum(['free', 'standard', 'featured']),
  /** Which paid features this plan switches on. */
  features: z.object({ reviewReplies: z.boolean(), reviewInvites: z.boolean() }),
  /** Measured over the window whatever the number of leads; `published` says if the public sees it. */
  figures: responseFiguresSchema.extend({ published: z.boolean() }),
  /** Leads per week, oldest first, the last entry the current week; weeks start on Monday (UTC). */
  leadsPerWeek: z.array(z.object({ weekStart: z.string(), leads: z.number().int() })),
  /** The script tag that puts Flo, set to this specialist, on the business's own website. */
  widgetSnippet: z.string(),
  /** Where leads and messages to the specialist are mailed; changed with the profile's e-mail. */
  leadEmail: z.string(),
  /** Messages visitors sent the specialist that the business has not opened yet. */
  unreadMessages: z.number().int().min(0),
});
export type BusinessOverview = z.infer<typeof businessOverviewSchema>;
