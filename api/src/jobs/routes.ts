import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema, jobPostSchema } from '../contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { requestHash } from '../enquiries/idempotency.ts';
import { ENQUIRY_RATE_LIMIT } from '../enquiries/routes.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { memoryRateLimitStore, rateLimit } from '../http/rate-limit.ts';
import { submitJob } from './submit-job.ts';

function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} is malformed`, {
    [IDEMPOTENCY_HEADER]: ['8 to 128 letters, digits, hyphens or underscores'],
  });
}

/**
 * `POST /api/jobs`: the post-a-job form. The job becomes an enquiry matched like one (201 with
 * the enquiry id), a retried `Idempotency-Key` answers 200 with the first answer, and posting
 * is limited per IP like enquiries (its own counter, the same budget).
 *
 * @example
 * app.route('/', jobRoutes(deps));
 * await app.request('/api/jobs', jsonBody(job, { 'Idempotency-Key': key }));
 */
export function jobRoutes(deps: AppDeps) {
  const limit = rateLimit({
    name: 'jobs',
    ...ENQUIRY_RATE_LIMIT,
    store: deps.rateLimits ?? memoryRateLimitStore(),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return new Hono().post('/api/jobs', limit, async (c) => {
    const idempotencyKey = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
    }
    const parsed = jobPostSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const { created, answer } = submitJob(deps, {
      job: parsed.data,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      requestHash: requestHash(body),
    });
    return c.json(answer, created ? 201 : 200);
  });
}
