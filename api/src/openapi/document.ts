import { apiErrorSchema } from '@flo/contract';
import type { Hono } from 'hono';
import { generateSpecs, resolver } from 'hono-openapi';
import type { Tag } from './describe.ts';

const tags: { name: Tag; description: string }[] = [
  {
    name: 'Directory',
    description:
      'Public reads of specialists, cities, services, reviews and guides, and site forms',
  },
  {
    name: 'Enquiries',
    description: 'Enquiries, job posts and quotes: the calls that create leads',
  },
  { name: 'Business', description: 'Business sign-in, listing claims and the business dashboard' },
  { name: 'Admin', description: 'Operator sign-in, moderation, catalogue and campaigns' },
  {
    name: 'Operations',
    description:
      'Probes for load balancers and orchestrators: alive (/healthz) and ready (/readyz)',
  },
];

const documentation = {
  info: {
    title: 'Flo API',
    version: '1.0.0',
    description: 'Directory, enquiries and sign-in for the Flo flooring marketplace.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  // Relative: the API is answered by the same server that serves this document.
  servers: [{ url: '/', description: 'The server that serves this document' }],
  tags,
  components: {
    responses: {
      Error: {
        description: 'Error: { error: { code, message, fields? } } (docs/product/errors.md)',
        content: {
          'application/json': { schema: resolver(apiErrorSchema, { options: { io: 'output' } }) },
        },
      },
      Unavailable: {
        description:
          'service_unavailable: the database cannot take the request now (disk full, busy, read-only); nothing was stored',
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again',
            schema: { type: 'integer' as const },
          },
        },
        content: {
          'application/json': { schema: resolver(apiErrorSchema, { options: { io: 'output' } }) },
        },
      },
    },
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } },
  },
};

/**
 * The OpenAPI 3.1 document of the API, generated from the app's own routes: each carries its
 * operation (`describeOperation`) and the zod schemas its `validate(…)` checks, so neither can
 * drift from what the app serves. Routes without an operation are left out (the docs pages).
 *
 * @example
 * const doc = await buildOpenApiDocument(createApp(deps));
 * doc.paths['/api/enquiries']?.post?.requestBody;
 */
export function buildOpenApiDocument(app: Hono) {
  return generateSpecs(app, {
    documentation,
    // The enquiries export ends in `.csv`; by default such paths are taken for static files.
    excludeStaticFile: false,
    // Bad input is one of the 4XX answers every operation already documents.
    defaultValidationErrorResponse: false,
  });
}
