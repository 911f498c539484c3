import { describe, expect } from 'vitest';
import { insertBusiness } from '../testing/accounts.ts';
import { apiTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const storedEnquiries = ({ engine: { db, tables } }: TestApp) => db.select().from(tables.enquiries);
const enquiryCount = async (api: TestApp) => (await storedEnquiries(api)).length;

async function expectJsonError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = await readJson(res);
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
  return body;
}

describe('bad input across the API', () => {
  apiTest('answers malformed JSON with 400 and stores nothing', async ({ api }) => {
    const res = await api.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"customerMessage": ',
    });
    await expectJsonError(res, 400);
    expect(await enquiryCount(api)).toBe(0);
  });

  apiTest('refuses bodies over 64 KiB with 413', async ({ api }) => {
    const res = await api.app.request(
      '/api/enquiries',
      jsonBody({ customerMessage: 'x'.repeat(70 * 1024), location: 'Leeds' }),
    );
    await expectJsonError(res, 413, 'payload_too_large');
    expect(await enquiryCount(api)).toBe(0);
  });

  apiTest('refuses a plain form post from another site with 415', async ({ api }) => {
    const res = await api.app.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'customerMessage=hi&location=Leeds&source=stable_chat_input',
    });
    await expectJsonError(res, 415, 'unsupported_media_type');
    const text = await api.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"a@b.co","password":"x"}',
    });
    await expectJsonError(text, 415);
    expect(await enquiryCount(api)).toBe(0);
  });

  apiTest('answers unknown API routes with the JSON 404 shape', async ({ api }) => {
    await expectJsonError(await api.app.request('/api/nothing-here'), 404, 'not_found');
    await expectJsonError(
      await api.app.request('/api/enquiries/42/secret', { method: 'DELETE' }),
      404,
      'not_found',
    );
  });

  apiTest('answers wrong types and blank text with field errors, not a 500', async ({ api }) => {
    const res = await api.app.request(
      '/api/enquiries',
      jsonBody({
        customerMessage: '   ',
        location: 42,
        specialistId: 'x',
        source: 'stable_chat_input',
      }),
    );
    const body = await expectJsonError(res, 400, 'validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['customerMessage', 'location', 'specialistId']),
    );
    expect(await enquiryCount(api)).toBe(0);
  });

  apiTest('keeps SQL-looking and HTML-looking text as inert data', async ({ api }) => {
    const sql = "Leeds'); DROP TABLE enquiries; --";
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const res = await api.app.request(
      '/api/enquiries',
      jsonBody({
        customerMessage: html,
        location: sql,
        specialistId: null,
        source: 'stable_chat_input',
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await storedEnquiries(api);
    expect(row?.customerMessage).toBe(html);
    expect(row?.location).toBe(sql);
    const city = await api.app.request(
      `/api/specialists/city/${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(city.status).toBe(200);
    expect(await city.json()).toEqual([]);
  });

  apiTest(
    'refuses bodies nested thousands of levels deep with 400, not a stack overflow',
    async ({ api }) => {
      const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const deepInField = `{"customerMessage":"Hello","location":"Leeds","extra":${deepArray}}`;
      for (const path of ['/api/enquiries', '/api/jobs']) {
        for (const body of [deepArray, deepInField]) {
          const res = await api.app.request(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'Idempotency-Key': 'deep-body-0001' },
            body,
          });
          const error = await expectJsonError(res, 400, 'invalid_json');
          expect(error.error.message).toMatch(/nests deeper/);
        }
      }
      expect(await enquiryCount(api)).toBe(0);
    },
  );

  apiTest(
    'refuses an admin listing with a service listed twice with 400, not a key clash',
    async ({ api, admin }) => {
      const { specialistId } = await insertBusiness(api.engine);
      const services = ['carpet', 'carpet'];
      const update = await api.app.request(`/api/admin/specialists/${specialistId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...admin },
        body: JSON.stringify({ services }),
      });
      const updateError = await expectJsonError(update, 400, 'validation_failed');
      expect(updateError.error.fields).toHaveProperty('services');
      const create = await api.app.request('/api/admin/specialists', {
        ...jsonBody({
          name: 'Twice Floors',
          description: 'Carpets fitted across Manchester.',
          email: 'twice@example.test',
          phone: '0161 496 0001',
          postcode: 'M1 1AA',
          citySlug: 'manchester',
          services,
        }),
        headers: { 'content-type': 'application/json', ...admin },
      });
      const createError = await expectJsonError(create, 400, 'validation_failed');
      expect(createError.error.fields).toHaveProperty('services');
    },
  );

  apiTest('answers 404 for docs assets named after Object.prototype members', async ({ api }) => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      await expectJsonError(await api.app.request(`/api/docs/${name}`), 404, 'not_found');
    }
    expect((await api.app.request('/api/docs/swagger-ui.css')).status).toBe(200);
  });

  apiTest('sends security headers on every answer, JSON and errors included', async ({ api }) => {
    const answers = [
      ['/healthz', 200],
      ['/api/stats', 200],
      ['/api/no-such-route', 404],
      ['/api/specialists/unified/no-such-specialist', 404],
      ['/api/specialists/manchester/plumbing', 400],
    ] as const;
    for (const [path, status] of answers) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });
});
