import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../testing/json.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { operations } from './operations.ts';

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
        security?: unknown;
        requestBody: { content: Record<string, { schema: { anyOf: JsonSchemaObject[] } }> };
      }
    >
  >;
}

let t: TestApp;
afterEach(() => t.close());

describe('OpenAPI', () => {
  it('documents every operation with schemas generated from the contract', async () => {
    t = createTestApp();
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await readJson<DocumentShape>(res);
    expect(doc.openapi).toBe('3.1.0');
    for (const op of operations) expect(doc.paths[op.path]?.[op.method]).toBeDefined();
    const enquiry = doc.paths['/api/enquiries']?.post;
    const variants = enquiry?.requestBody.content['application/json']?.schema.anyOf ?? [];
    expect(variants[0]?.required).toEqual(expect.arrayContaining(['customerName', 'pageContext']));
    expect(variants[1]?.properties.source?.const).toBe('stable_chat_input');
    expect(doc.paths['/api/admin/me']?.get?.security).toEqual([{ bearer: [] }]);
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
    expect(init).toContain('/api/openapi.json');
  });

  it('answers an unknown docs asset with the JSON 404 shape', async () => {
    t = createTestApp();
    const res = await t.app.request('/api/docs/secrets.txt');
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe('not_found');
  });
});
