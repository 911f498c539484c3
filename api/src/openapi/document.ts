import { apiErrorSchema, IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@flo/contract';
import { z } from 'zod';
import { type Operation, operations } from './operations.ts';

const errorResponse = {
  description: 'Error (DESIGN.md shape)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/** Every operation that takes an Idempotency-Key marks a replayed answer with this header. */
const replayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description:
      'true when this is the first answer replayed for a retried Idempotency-Key (same status and body); absent otherwise',
    schema: { type: 'string', enum: ['true'] },
  },
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

function describe(op: Operation) {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const headers = (op.headers ?? []).map((name) => ({
    name,
    in: 'header',
    required: false,
    schema: { type: 'string' },
  }));
  const status = String(op.status ?? 200);
  const idempotent = op.headers?.includes(IDEMPOTENCY_HEADER) ?? false;
  return {
    summary: op.summary,
    tags: [op.tag],
    parameters: [...params, ...headers],
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [status]: op.response
        ? {
            description: 'Success',
            ...(idempotent ? { headers: replayedHeader } : {}),
            content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
          }
        : { description: 'Success, no body' },
      '4XX': errorResponse,
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the zod contract so it cannot drift.
 *
 * @example
 * const doc = buildOpenApiDocument();
 * doc.paths['/api/enquiries'].post.requestBody;
 */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: describe(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flo API',
      version: '1.0.0',
      description: 'Directory, enquiries and sign-in for the Flo flooring marketplace.',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
