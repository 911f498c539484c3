import { z } from 'zod';
import { apiErrorSchema } from './common.ts';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const businessSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  specialistId: z.number().int(),
  specialistSlug: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/**
 * A failed business login or password setup: the API's error body
 * (docs/product/errors.md#api-error-shape) plus the original product's `success: false`
 * (docs/decisions/002-business-login-errors.md). Show `error.message`.
 * Failures raised before the endpoint runs (413, 415, 429, malformed JSON) carry only `error`.
 */
export const businessAuthFailureSchema = apiErrorSchema.extend({ success: z.literal(false) });
export type BusinessAuthFailure = z.infer<typeof businessAuthFailureSchema>;

/**
 * `POST /api/business/login` (docs/product/api-calls.md#site-calls): `success`, `token`,
 * `business` with 200, else 400 or 401 with the error.
 */
export const businessLoginSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  business: businessSchema,
});
export const businessLoginResponseSchema = z.discriminatedUnion('success', [
  businessLoginSuccessSchema,
  businessAuthFailureSchema,
]);
export type BusinessLoginResponse = z.infer<typeof businessLoginResponseSchema>;

/** `GET /api/business/me` with the business bearer token. */
export const businessMeResponseSchema = z.object({ business: businessSchema });
export type BusinessMeResponse = z.infer<typeof businessMeResponseSchema>;

/** `POST /api/business/setup-password`: needs the one-time token from the e-mailed link. */
export const setupPasswordRequestSchema = z
  .object({
    email: z.email().max(254),
    token: z.string().min(16).max(200),
    password: z.string().min(10, 'At least 10 characters').max(200),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** 200 `{ success: true }`; a wrong, used or expired token answers 400 'Password setup failed'. */
export const setupPasswordResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true) }),
  businessAuthFailureSchema,
]);
export type SetupPasswordResponse = z.infer<typeof setupPasswordResponseSchema>;

export const adminSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({ token: z.string(), admin: adminSchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** `GET /api/admin/me` with the admin bearer token; 401 means not logged in. */
export const adminMeResponseSchema = z.object({ admin: adminSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

/** `POST /api/admin/logout` and `POST /api/business/logout`: the presented token is revoked. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
