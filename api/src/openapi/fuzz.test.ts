import * as contract from '@flo/contract';
import { apiErrorSchema, IDEMPOTENCY_HEADER } from '@flo/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startSession } from '../auth/sessions.ts';
import { allRows } from '../db/engine/index.ts';
import { afterResponse } from '../http/after-response.ts';
import { insertAdmin } from '../testing/accounts.ts';
import { seedDemoAtDemoNow } from '../testing/demo-db.ts';
import { openTestApp, testDialect } from '../testing/open-test-app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { buildOpenApiDocument } from './document.ts';
import {
  type Caller,
  caller,
  contentType,
  hostileBody,
  idempotencyKey,
  pathSegment,
  queryString,
} from './fuzz-arbitraries.ts';
import type { JsonSchema } from './fuzz-schema.ts';

/**
 * Property-based fuzz of every operation in the OpenAPI document (plus the docs assets route, which
 * the document leaves out) through `app.request()` on a demo-seeded database of this project's
 * engine (`openTestApp`): hostile path
 * segments, query strings, bodies and callers must never get a 5xx, and every refusal is the JSON
 * error of docs/product/errors.md#api-error-shape. Deterministic by default; FUZZ_SEED and
 * FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/**
 * Most runs are refused by validation before any query, alike on both engines; PostgreSQL gets
 * a fifth of them, enough for every operation to reach its queries there too.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? (testDialect() === 'sqlite' ? 50 : 10));

interface FuzzOperation {
  method: string;
  path: string;
  params: string[];
  body?: JsonSchema;
  idempotent: boolean;
}

interface DocumentedOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}

/** Read from an app of its own: the tests are declared before the fuzzed app is built. */
async function documentedOperations(): Promise<FuzzOperation[]> {
  const listed = createTestApp();
  const document = await buildOpenApiDocument(listed.app);
  listed.close();
  const paths = document.paths as Record<string, Record<string, DocumentedOperation>>;
  const found: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      found.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        body: op.requestBody?.content['application/json']?.schema,
        idempotent: parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER),
      });
    }
  }
  return found;
}

const DOCS_ASSET: FuzzOperation = {
  method: 'GET',
  path: '/api/docs/{asset}',
  params: ['asset'],
  idempotent: false,
};
const operations = [...(await documentedOperations()), DOCS_ASSET];

/** Every query parameter the contract declares (its `*QuerySchema` objects). */
const queryNames = [
  ...new Set(
    Object.entries(contract)
      .filter(([name, schema]) => name.endsWith('QuerySchema') && schema instanceof z.ZodObject)
      .flatMap(([, schema]) => Object.keys((schema as z.ZodObject).shape)),
  ),
];

let t: TestApp;
let logged: unknown;
let adminId: number;
let businessId: number;
/** Ids, slugs and references of real rows, so path segments sometimes find something. */
let known: string[];

const KNOWN_ROWS = [
  'select specialist_id from businesses order by id',
  'select id from specialists order by id limit 2',
  'select slug from specialists order by id limit 2',
  'select slug from cities order by id limit 2',
  'select slug from services order by slug',
  'select id from reviews order by id limit 2',
  'select public_id from enquiries order by id desc limit 2',
  `select e.public_id from enquiries e join enquiry_recipients r on r.enquiry_id = e.id
     join businesses b on b.specialist_id = r.specialist_id order by e.id desc limit 2`,
  'select public_id from quotes order by id limit 2',
  'select slug from articles order by id limit 2',
  'select id from contact_messages order by id desc limit 1',
  'select id from claim_requests order by id desc limit 1',
  'select id from subscription_requests order by id desc limit 1',
  'select id from specialist_messages order by id desc limit 1',
  'select id from mail_outbox order by id desc limit 1',
  'select id from email_campaigns order by id desc limit 1',
  'select id from location_pages order by id desc limit 1',
];

async function knownValues(): Promise<string[]> {
  const rows = await Promise.all(
    KNOWN_ROWS.map((query) => allRows<Record<string, unknown>>(t.engine, sql.raw(query))),
  );
  const values = rows.flat().map((row) => String(Object.values(row)[0]));
  return [...new Set([...values, 'swagger-ui.css'])];
}

beforeAll(async () => {
  t = await openTestApp({
    arrange: seedDemoAtDemoNow,
    overrides: {
      logger: {
        info: () => {},
        error: (error) => {
          logged = error;
        },
      },
    },
  });
  adminId = await insertAdmin(t.engine);
  const { db, tables } = t.engine;
  const [business] = await db
    .select({ id: tables.businesses.id })
    .from(tables.businesses)
    .where(eq(tables.businesses.email, 'demo@flo.local'));
  businessId = business?.id ?? 0;
}, 60_000);
/** Rows written by earlier operations' runs (claims, messages, campaigns...) join the pool. */
beforeEach(async () => {
  known = await knownValues();
});
afterAll(async () => {
  await afterResponse(t.deps).idle();
  await t.close();
});

/** A new session's bearer token, as each run signs in afresh (some runs sign out). */
const bearerOf = async (role: 'admin' | 'business', userId: number) =>
  `Bearer ${await t.engine.run(startSession, role, userId, new Date(), null)}`;

async function authorization(who: Caller): Promise<string | undefined> {
  switch (who) {
    case 'admin':
      return bearerOf('admin', adminId);
    case 'business':
      return bearerOf('business', businessId);
    case 'forged':
      return `Bearer ${'f'.repeat(43)}`;
    case 'malformed':
      return 'Basic YWRtaW46YWRtaW4=';
    default:
      return undefined;
  }
}

/** The role an operation is for, so half its runs carry that role's token and pass the guard. */
const roleOf = (op: FuzzOperation): Caller | undefined =>
  op.path.startsWith('/api/admin/')
    ? 'admin'
    : op.path.startsWith('/api/business/')
      ? 'business'
      : undefined;

function fuzzRequest(op: FuzzOperation) {
  const takesBody = op.method !== 'GET';
  return fc.record({
    segments: fc.tuple(...op.params.map(() => pathSegment(known))),
    query: queryString(queryNames),
    who: roleOf(op) ? fc.oneof(fc.constant(roleOf(op) as Caller), caller) : caller,
    ip: fc.ipV4(),
    key: op.idempotent ? idempotencyKey : fc.constant(undefined),
    contentType,
    body: takesBody
      ? op.body
        ? hostileBody(op.body)
        : fc.option(hostileBody(undefined), { nil: undefined })
      : fc.constant(undefined),
  });
}

type FuzzRequest = ReturnType<typeof fuzzRequest> extends fc.Arbitrary<infer R> ? R : never;

async function send(op: FuzzOperation, req: FuzzRequest) {
  let path = op.path;
  op.params.forEach((name, i) => {
    path = path.replace(`{${name}}`, req.segments[i] as string);
  });
  const headers: Record<string, string> = { 'x-test-client-ip': req.ip };
  const auth = await authorization(req.who);
  if (auth) headers.authorization = auth;
  if (req.key !== undefined) headers[IDEMPOTENCY_HEADER] = req.key;
  if (req.body !== undefined) headers['content-type'] = req.contentType;
  logged = undefined;
  const res = await t.app.request(`${path}${req.query}`, {
    method: op.method,
    headers,
    ...(req.body !== undefined ? { body: req.body } : {}),
  });
  // A raw `..` segment is resolved by the URL itself and may leave /api (the site's space).
  const underApi = new URL(path, 'http://localhost').pathname.startsWith('/api/');
  return { res, url: `${op.method} ${path}${req.query}`, underApi };
}

describe('fuzzing every documented operation', () => {
  it('fuzzes the document the API serves', async () => {
    const served = await t.app.request('/api/openapi.json');
    expect(await served.json()).toEqual(
      JSON.parse(JSON.stringify(await buildOpenApiDocument(t.app))),
    );
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path} never answers 5xx and refuses with the JSON error shape`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(op), async (req) => {
          const { res, url, underApi } = await send(op, req);
          const text = await res.text();
          await afterResponse(t.deps).idle();
          const because = `${url} answered ${res.status}: ${text.slice(0, 300)}\n${
            logged instanceof Error ? logged.stack : String(logged ?? '')
          }`;
          expect(res.status, because).toBeLessThan(500);
          expect(logged, `${because}\n(an error was logged, perhaps after the response)`).toBe(
            undefined,
          );
          expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBe(
            undefined,
          );
          if (res.status < 400 || !underApi) return;
          expect(res.headers.get('content-type'), because).toMatch(/^application\/json/);
          expect(apiErrorSchema.safeParse(JSON.parse(text)).success, because).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
    });
  }
});
