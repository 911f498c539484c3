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

/**
 * SQLite's code for a failure (`SQLITE_FULL`, `SQLITE_BUSY_SNAPSHOT`, …), looked for on the
 * error and its causes: drizzle wraps the driver's error in one of its own.
 */
export function sqliteCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return undefined;
}

/** Seconds a client is asked to wait: a lock clears in moments, a full or failing disk not. */
const RETRY_AFTER_BUSY_S = 2;
const RETRY_AFTER_STORAGE_S = 30;

/** 503 with `Retry-After`: the request was fine but could not be stored, and nothing was. */
export const serviceUnavailable = (retryAfterSeconds: number, message: string) =>
  new HttpError(503, 'service_unavailable', message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

/**
 * The 503 for a write the database refused for reasons of its own rather than the request's:
 * the disk is full (SQLITE_FULL), another connection holds the lock past the busy timeout
 * (SQLITE_BUSY, SQLITE_LOCKED), or the file cannot be written (SQLITE_READONLY, SQLITE_IOERR,
 * SQLITE_CANTOPEN). Any other error is not one of these: undefined.
 *
 * @example
 * app.onError((err, c) => { const unavailable = storageUnavailable(err); if (unavailable) return sendError(c, unavailable); … });
 */
export function storageUnavailable(error: unknown): HttpError | undefined {
  const code = sqliteCode(error);
  if (!code) return undefined;
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) {
    return serviceUnavailable(
      RETRY_AFTER_BUSY_S,
      'The database is busy; nothing was saved. Please try again in a moment.',
    );
  }
  if (/^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/.test(code)) {
    return serviceUnavailable(
      RETRY_AFTER_STORAGE_S,
      'Flo cannot save anything right now; nothing was saved. Please try again later.',
    );
  }
  return undefined;
}
