import { chatEnquirySchema, enquiryCreatedSchema, simpleEnquirySchema } from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { validationError } from '../http/errors.ts';
import { perIpLimit, RATE_LIMITS } from '../http/rate-limits.ts';
import { describeOperation } from '../openapi/describe.ts';
import { idempotentAnswer, readIdempotentPost } from './idempotency.ts';
import type { EnquiryPayload } from './normalise.ts';
import { SIMPLE_FORM_SOURCE } from './normalise.ts';
import { submitEnquiry } from './submit-enquiry.ts';

/** This route's budget, for the tests and the bench that use it up. */
export const ENQUIRY_RATE_LIMIT = RATE_LIMITS.enquiries;

function parsePayload(body: unknown): EnquiryPayload {
  const isSimpleForm =
    typeof body === 'object' &&
    body !== null &&
    (body as { source?: unknown }).source === SIMPLE_FORM_SOURCE;
  if (isSimpleForm) {
    const parsed = simpleEnquirySchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return { kind: 'simple', data: parsed.data };
  }
  const parsed = chatEnquirySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return { kind: 'chat', data: parsed.data };
}

/**
 * `POST /api/enquiries`: takes the Flo chat payload or the one-box form payload (told apart by
 * `source: 'stable_chat_input'`), stores it with its matches and mails before answering 201,
 * and answers a retried `Idempotency-Key` with the first answer, also 201, marked
 * `Idempotent-Replayed: true`.
 *
 * @example
 * app.route('/', enquiryRoutes(deps));
 * await app.request('/api/enquiries', jsonBody(payload, { 'Idempotency-Key': key }));
 */
export function enquiryRoutes(deps: AppDeps) {
  const app = new Hono();
  const limit = perIpLimit(deps, 'enquiries');

  app.post(
    '/api/enquiries',
    describeOperation({
      operationId: 'submitEnquiry',
      summary: 'Submit a chat or simple-form enquiry (idempotent with Idempotency-Key)',
      tag: 'Enquiries',
      body: z.union([chatEnquirySchema, simpleEnquirySchema]),
      response: enquiryCreatedSchema,
      status: 201,
      idempotent: true,
    }),
    limit,
    async (c) => {
      const { body, keys } = await readIdempotentPost(c);
      const submission = { payload: parsePayload(body), ...keys };
      return idempotentAnswer(c, await submitEnquiry(deps, submission));
    },
  );

  return app;
}
