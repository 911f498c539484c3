import type { BusinessAuthFailure } from '@flo/contract';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { errorBody, fieldErrors } from '../http/errors.ts';

/**
 * The failure body of business login and password setup: the API's error object
 * (docs/product/errors.md#api-error-shape) plus the original product's `success: false`
 * (docs/decisions/002-business-login-errors.md).
 */
export function businessFailure(
  code: string,
  message: string,
  fields?: Record<string, string[]>,
): BusinessAuthFailure {
  return { success: false, ...errorBody(code, message, fields) };
}

/** JSON body validation whose 400 carries `success: false` like the endpoint's other failures. */
export function validateBusinessJson<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const fields = fieldErrors(new z.ZodError(result.error.issues));
      return c.json(businessFailure('validation_failed', 'The request is not valid', fields), 400);
    }
  });
}
