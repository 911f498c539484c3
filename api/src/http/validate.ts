import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { validationError } from './errors.ts';

/**
 * zod validation for one part of the request that fails with the 400 body of
 * docs/product/errors.md#api-error-shape. The middleware also carries its schema the way
 * hono-openapi's own validator does, so the OpenAPI document lists the route's parameters and
 * body from the very schema that checks them.
 *
 * @example
 * app.post('/api/enquiries', validate('json', chatEnquirySchema), (c) => c.req.valid('json'));
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
