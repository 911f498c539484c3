import { Hono } from 'hono';
import { describe, expect } from 'vitest';
import { directoryRoutes } from '../directory/routes.ts';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { HttpError, sendError } from './errors.ts';
import { ALLOWED_ORIGINS_CACHE_MS, widgetCors } from './widget-cors.ts';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

/** The directory routes behind the middleware, as app.ts mounts them, plus a non-widget route. */
function widgetApp(deps: TestApp['deps']) {
  const widget = new Hono();
  widget.use('/api/*', widgetCors(deps));
  widget.route('/', directoryRoutes(deps));
  widget.get('/api/admin/me', (c) => c.json({ ok: true }));
  widget.onError((err, c) => (err instanceof HttpError ? sendError(c, err) : c.text('bug', 500)));
  return widget;
}

/** `apiTest` with `widget`: the widget's routes behind the middleware, on the test app's deps. */
const widgetTest = apiTest.extend('widget', ({ api }) => widgetApp(api.deps));

async function allowOrigins({ engine: { db, tables } }: TestApp, origins: string[]) {
  const { chatSettings } = tables;
  await db
    .insert(chatSettings)
    .values({ id: 1, pageSettings: {}, allowedOrigins: origins, contactEmail: 'hello@flo.local' })
    .onConflictDoUpdate({ target: chatSettings.id, set: { allowedOrigins: origins } });
}

const getFrom = (widget: Hono, origin: string, path = '/api/chat-settings') =>
  widget.request(path, { headers: { origin } });

describe('widgetCors', () => {
  widgetTest(
    'lets any origin call the widget endpoints when no origins are listed',
    async ({ widget }) => {
      const res = await getFrom(widget, STRANGER);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  widgetTest(
    'adds only Vary: Origin to a widget call that names no origin (same-origin or server)',
    async ({ widget }) => {
      const res = await widget.request('/api/chat-settings');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toBe('Origin');
      expect(await res.json()).toHaveProperty('pageSettings');
    },
  );

  widgetTest(
    'answers a preflight for a JSON enquiry with an idempotency key',
    async ({ widget }) => {
      const res = await widget.request('/api/enquiries', {
        method: 'OPTIONS',
        headers: {
          origin: STRANGER,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toBe('content-type,idempotency-key');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  widgetTest(
    "answers a preflight for the contact step's e-mail check from another site",
    async ({ widget }) => {
      const res = await widget.request('/api/email-suggestions', {
        method: 'OPTIONS',
        headers: {
          origin: STRANGER,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    },
  );

  widgetTest(
    "lets the widget's location steps resolve a place from another site",
    async ({ widget }) => {
      const res = await getFrom(widget, STRANGER, '/api/locations/resolve?q=Leeds');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  widgetTest(
    'keeps CORS headers on error answers, so the widget can read the error',
    async ({ widget }) => {
      const res = await getFrom(widget, STRANGER, '/api/specialists/unified/nobody-anywhere');
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  widgetTest('gives no CORS headers to endpoints the widget does not call', async ({ widget }) => {
    const res = await getFrom(widget, STRANGER, '/api/admin/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await widget.request('/api/admin/me', {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  widgetTest(
    'only answers listed origins once allowed origins are set',
    async ({ api, widget }) => {
      await allowOrigins(api, [`${PARTNER}/`]);
      const allowed = await getFrom(widget, PARTNER, '/api/services/carpet/stats');
      expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(allowed.headers.get('vary')).toContain('Origin');
      const refused = await getFrom(widget, STRANGER, '/api/services/carpet/stats');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const refusedPreflight = await widget.request('/api/enquiries', {
        method: 'OPTIONS',
        headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
      });
      expect(refusedPreflight.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  widgetTest('reads the allowed origins at most once per cache period', async ({ api, widget }) => {
    expect((await getFrom(widget, STRANGER)).headers.get('access-control-allow-origin')).toBe('*');
    await allowOrigins(api, [PARTNER]);
    expect((await getFrom(widget, STRANGER)).headers.get('access-control-allow-origin')).toBe('*');
    api.advance(ALLOWED_ORIGINS_CACHE_MS);
    expect((await getFrom(widget, STRANGER)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await getFrom(widget, PARTNER)).headers.get('access-control-allow-origin')).toBe(
      PARTNER,
    );
  });
});
