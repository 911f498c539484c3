import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IMAGE_UPLOAD_TYPES } from '@flo/contract';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';

/** The document's tags; `document.ts` describes each. */
export type Tag = 'Directory' | 'Enquiries' | 'Admin' | 'Business' | 'Operations';

/** What the reference says about one route, written beside the route itself. */
export interface OperationDoc {
  /** Unique and camelCase: generated clients name their methods after it. */
  operationId: string;
  summary: string;
  tag: Tag;
  /** The bearer token of this kind of account is required; left out, the call is public. */
  auth?: 'admin' | 'business';
  /** Only for routes that parse their own body; a `validate('json', …)` documents itself. */
  body?: z.ZodType;
  /** The body is an image file's bytes (`IMAGE_UPLOAD_TYPES` or application/octet-stream). */
  upload?: true;
  response?: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** Takes an Idempotency-Key and marks a replayed answer with Idempotent-Replayed. */
  idempotent?: boolean;
  /**
   * The body of the operation's 503, or false when it never answers 503; left out, the error
   * body with `Retry-After`, for when the database cannot take the request (ADR 035).
   */
  unavailable?: z.ZodType | false;
}

/**
 * Every failure answers the error body of docs/product/errors.md#api-error-shape
 * (components.responses.Error in the document).
 */
const errorResponse = { $ref: '#/components/responses/Error' };

/** 503 `service_unavailable` with `Retry-After` (components.responses.Unavailable). */
const unavailableResponse = { $ref: '#/components/responses/Unavailable' };

const idempotencyKey = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: 'A retry with the same key gets the first answer instead of a second enquiry',
  schema: { type: 'string' },
} as const;

const replayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description:
      'true when this is the first answer replayed for a retried Idempotency-Key (same status and body); absent otherwise',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

const binary = { schema: { type: 'string', format: 'binary' } } as const;

/** An image upload's body: the file itself, its type judged by its content. */
const imageUploadBody = {
  required: true,
  description: 'The image file itself, up to 10 MiB; its type is judged by its content',
  content: Object.fromEntries(
    [...IMAGE_UPLOAD_TYPES, 'application/octet-stream'].map((type) => [type, binary]),
  ),
};

function success(op: OperationDoc) {
  if (!op.response) return { description: 'Success, no body' };
  return {
    description: 'Success',
    ...(op.idempotent ? { headers: replayedHeader } : {}),
    content: {
      'application/json': { schema: resolver(op.response, { options: { io: 'output' } }) },
    },
  };
}

function unavailable(body: z.ZodType | undefined) {
  if (!body) return unavailableResponse;
  return {
    description: 'Not ready',
    content: { 'application/json': { schema: resolver(body, { options: { io: 'output' } }) } },
  };
}

/**
 * Middleware that carries a route's OpenAPI operation; `buildOpenApiDocument` finds it by
 * walking the app, and the route's `validate(…)` middlewares add its parameters and body.
 *
 * @example
 * app.get('/api/stats', describeOperation({ operationId: 'getSiteStats', summary: 'Totals',
 *   tag: 'Directory', response: siteStatsSchema }), (c) => c.json(stats()));
 */
export function describeOperation(op: OperationDoc) {
  return describeRoute({
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    security: op.auth ? [{ bearer: [] }] : [],
    ...(op.idempotent ? { parameters: [idempotencyKey] } : {}),
    ...(op.upload ? { requestBody: imageUploadBody } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: resolver(op.body) } },
          },
        }
      : {}),
    responses: {
      [String(op.status ?? 200)]: success(op),
      '4XX': errorResponse,
      ...(op.unavailable === false ? {} : { '503': unavailable(op.unavailable) }),
    },
  });
}

/** `{ ok: true }`: the answer of actions that have nothing more to say. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** `{ id }` of the row a call created. */
export const createdIdSchema = z.object({ id: z.number().int() });
