import { z } from 'zod';

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

/** `POST /api/business/login` (spec: success, token, business, error). */
export const businessLoginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  business: businessSchema.optional(),
  error: z.string().optional(),
});

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

export const setupPasswordResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});

export const adminSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({ token: z.string(), admin: adminSchema });
