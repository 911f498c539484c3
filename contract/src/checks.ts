import { z } from 'zod';
import { CHECK_KINDS, normaliseCompanyNumber, TRADE_BODY_KEYS } from './rules/checks.ts';

/* Checks operators record on a listing: insurance, company registration, trade bodies (ADR 028). */

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date({ message: 'A date as YYYY-MM-DD' });

/** A check as the public profile and the business dashboard read it. */
export const specialistCheckSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHECK_KINDS),
  /** The insurer and cover, the company number, or the trade body's key (TRADE_BODIES). */
  detail: z.string(),
  /** The day an operator saw the evidence, `YYYY-MM-DD`. */
  seenOn: z.string(),
  /** The last day the evidence holds, `YYYY-MM-DD`; null when open-ended. */
  expiresOn: z.string().nullable(),
});
export type SpecialistCheck = z.infer<typeof specialistCheckSchema>;

const problem = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * `POST /api/admin/specialists/{id}/checks`: what the operator saw and on which day. `detail` is
 * the insurer and cover for insurance, the Companies House number (stored as the register writes
 * it) for a company, a TRADE_BODIES key for a trade body. The day may not be in the future (the
 * API checks that against its clock); an expiry must come after it.
 */
export const specialistCheckCreateSchema = z
  .object({
    kind: z.enum(CHECK_KINDS),
    detail: z.string().trim().min(1, 'Required').max(200),
    seenOn: calendarDaySchema,
    expiresOn: z.union([z.literal(''), calendarDaySchema]).optional(),
  })
  .superRefine((check, ctx) => {
    if (check.kind === 'company' && normaliseCompanyNumber(check.detail) === null) {
      problem(
        ctx,
        'detail',
        'Enter a Companies House number: 8 characters, such as 01234567 or SC123456',
      );
    }
    if (check.kind === 'trade_body' && !(TRADE_BODY_KEYS as string[]).includes(check.detail)) {
      problem(ctx, 'detail', 'Choose a trade body from the list');
    }
    if (check.kind === 'company' && check.expiresOn) {
      problem(ctx, 'expiresOn', 'A company registration does not expire');
    }
    if (check.expiresOn && check.expiresOn <= check.seenOn) {
      problem(ctx, 'expiresOn', 'The end date must come after the day the evidence was seen');
    }
  })
  .transform(({ expiresOn, ...check }) => ({
    ...check,
    detail:
      check.kind === 'company'
        ? (normaliseCompanyNumber(check.detail) ?? check.detail)
        : check.detail,
    expiresOn: expiresOn || null,
  }));
export type SpecialistCheckCreate = z.input<typeof specialistCheckCreateSchema>;

/** A check as the admin console lists it: who recorded it, and who removed it when removed. */
export const adminSpecialistCheckSchema = specialistCheckSchema.extend({
  /** ISO 8601. */
  recordedAt: z.string(),
  recordedBy: z.string(),
  /** ISO 8601; null while the check stands. */
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  /** Past its expiry today (the profile no longer shows it). */
  expired: z.boolean(),
});
export type AdminSpecialistCheck = z.infer<typeof adminSpecialistCheckSchema>;

/** `GET /api/admin/specialists/{id}/checks`: every check of a listing, newest first, removed ones too. */
export const adminSpecialistChecksSchema = z.object({
  checks: z.array(adminSpecialistCheckSchema),
});
export type AdminSpecialistChecks = z.infer<typeof adminSpecialistChecksSchema>;

/**
 * `GET /api/business/checks`: the checks standing on the business's listing (expired ones too,
 * flagged, so it knows what to send again) and where to send evidence for more.
 */
export const businessChecksSchema = z.object({
  checks: z.array(specialistCheckSchema.extend({ expired: z.boolean() })),
  operatorsEmail: z.email(),
});
export type BusinessChecks = z.infer<typeof businessChecksSchema>;

/** `/api/admin/specialists/{id}/checks/{checkId}`. */
export const specialistCheckParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'A number')
    .transform(Number),
  checkId: z
    .string()
    .regex(/^\d{1,12}$/, 'A number')
    .transform(Number),
});
