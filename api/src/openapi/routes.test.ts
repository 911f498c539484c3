import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface JsonSchemaObject {
  required: string[];
  properties: Record<string, { const?: string }>;
}
interface DocumentShape {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        summary?: string;
        tags?: string[];
        security?: unknown;
        responses: Record<string, { headers?: Record<string, unknown> }>;
        requestBody: { content: Record<string, { schema: { anyOf: JsonSchemaObject[] } }> };
      }
    >
  >;
}

let t: TestApp;
afterEach(() => t.close());

/** The reference pages and the document itself are not API operations. */
const DOCS_PATHS = /^\/api\/(openapi\.json|docs(\/|$))/;

/** The probes are documented too, though they sit outside /api (ADR 035). */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Method and OpenAPI-style path of every real /api route and probe, middleware left out. */
function servedOperations(app: TestApp['app']): Set<string> {
  return new Set(
    app.routes
      .filter((r) => r.method !== 'ALL')
      .filter(
        (r) => PROBE_PATHS.has(r.path) || (r.path.startsWith('/api/') && !DOCS_PATHS.test(r.path)),
      )
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
  );
}

describe('OpenAPI', () => {
  it('documents exactly the routes the app serves, with schemas from the contract', async () => {
    t = createTestApp();
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await readJson<DocumentShape>(res);
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    const served = servedOperations(t.app);
    expect(served.size).toBeGreaterThan(20);
    expect(new Set(documented)).toEqual(served);
    const enquiry = doc.paths['/api/enquiries']?.post;
    const variants = enquiry?.requestBody.content['application/json']?.schema.anyOf ?? [];
    expect(variants[0]?.required).toEqual(expect.arrayContaining(['customerName', 'pageContext']));
    expect(variants[1]?.properties.source?.const).toBe('stable_chat_input');
    expect(doc.paths['/api/admin/me']?.get?.security).toEqual([{ bearer: [] }]);
    for (const path of ['/api/enquiries', '/api/jobs']) {
      const created = doc.paths[path]?.post?.responses['201'];
      expect(created?.headers, path).toHaveProperty('Idempotent-Replayed');
    }
    expect(doc.paths['/api/admin/login']?.post?.responses['200']?.headers).toBeUndefined();
    // Any call may meet a database that cannot take it; the probes answer 503 of their own.
    expect(doc.paths['/api/enquiries']?.post?.responses['503']).toEqual({
      $ref: '#/components/responses/Unavailable',
    });
    expect(doc.paths['/healthz']?.get?.responses['503']).toBeUndefined();
    expect(doc.paths['/readyz']?.get?.responses['503']).toHaveProperty('content');
  });

  it('has every route describe its operation where it is declared', async () => {
    t = createTestApp();
    const doc = await readJson<DocumentShape>(await t.app.request('/api/openapi.json'));
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, ...op })),
    );
    // A route with a validator but no describeOperation still appears, with none of these.
    for (const op of operations) {
      expect(op.summary, op.at).toEqual(expect.any(String));
      expect(op.tags, op.at).toHaveLength(1);
      expect(op.security, op.at).toBeInstanceOf(Array);
      expect(op.operationId, op.at).toMatch(/^[a-z][A-Za-z]*$/);
    }
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/search']?.get?.security).toEqual([]);
  });

  it('serves the interactive reference from local assets without inline script', async () => {
    t = createTestApp();
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const init = await (await t.app.request('/api/docs/init.js')).text();
    let config: Record<string, unknown> = {};
    new Function('window', 'SwaggerUIBundle', init)({}, (options: Record<string, unknown>) => {
      config = options;
    });
    expect(config).toMatchObject({ url: '/api/openapi.json', validatorUrl: null });
  });

  it('answers an unknown docs asset with the JSON 404 shape', async () => {
    t = createTestApp();
    const res = await t.app.request('/api/docs/secrets.txt');
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe('not_found');
  });
});
