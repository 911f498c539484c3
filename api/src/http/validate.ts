import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors.ts';

/**
 * zod validation for one part of the request that fails with DESIGN.md's 400 body.
 *
 * @example
 * app.post('/api/enquiries', validate('json', chatEnquirySchema), (c) => c.req.valid('json'));
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
