import type { ApiError } from '@flo/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * A failure the caller can fix; the error handler turns it into the JSON shape of
 * docs/product/errors.md#api-error-shape.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);

/** Someone else's resource: refused outright, so no business can act on another's rows. */
export const notYours = (what: string) =>
  new HttpError(403, 'forbidden', `This ${what} belongs to another business`);

/** Field errors keyed by dotted path, as the `fields` member of the error body. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

export const validationError = (error: z.core.$ZodError) =>
  new HttpError(400, 'validation_failed', 'The request is not valid', fieldErrors(error));

export function errorBody(code: string, message: string, fields?: Record<string, string[]>) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return body;
}

export function sendError(c: Context, err: HttpError) {
  for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
  return c.json(errorBody(err.code, err.message, err.fields), err.status);
}
