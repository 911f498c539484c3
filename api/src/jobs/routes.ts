import { enquiryCreatedSchema, jobPostSchema } from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { idempotentAnswer, readIdempotentPost } from '../enquiries/idempotency.ts';
import { validationError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { describeOperation } from '../openapi/describe.ts';
import { submitJob } from './submit-job.ts';

/**
 * `POST /api/jobs`: the post-a-job form. The job becomes an enquiry matched like one (201 with
 * the enquiry id), a retried `Idempotency-Key` replays the first answer (201, marked
 * `Idempotent-Replayed: true`), and posting
 * is limited per IP like enquiries (its own counter, the same budget).
 *
 * @example
 * app.route('/', jobRoutes(deps));
 * await app.request('/api/jobs', jsonBody(job, { 'Idempotency-Key': key }));
 */
export function jobRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'jobs');
  return new Hono().post(
    '/api/jobs',
    describeOperation({
      operationId: 'postJob',
      summary: 'Post a job; stored and matched as an enquiry (idempotent with Idempotency-Key)',
      tag: 'Enquiries',
      body: jobPostSchema,
      response: enquiryCreatedSchema,
      status: 201,
      idempotent: true,
    }),
    limit,
    async (c) => {
      const { body, keys } = await readIdempotentPost(c);
      const parsed = jobPostSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      return idempotentAnswer(c, await submitJob(deps, { job: parsed.data, ...keys }));
    },
  );
}
