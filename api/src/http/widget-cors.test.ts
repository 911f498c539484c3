import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatSettings } from '../db/schema.ts';
import { directoryRoutes } from '../directory/routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HttpError, sendError } from './errors.ts';
import { ALLOWED_ORIGINS_CACHE_MS, widgetCors } from './widget-cors.ts';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

let t: TestApp;
let app: Hono;

/** The directory routes behind the middleware, as app.ts mounts them, plus a non-widget route. */
function widgetApp(deps: TestApp['deps']) {
  const widget = new Hono();
  widget.use('/api/*', widgetCors(deps));
  widget.route('/', directoryRoutes(deps));
  widget.get('/api/admin/me', (c) => c.json({ ok: true }));
  widget.onError((err, c) => (err instanceof HttpError ? sendError(c, err) : c.text('bug', 500)));
  return widget;
}

function allowOrigins(origins: string[]) {
  t.db
    .insert(chatSettings)
    .values({ id: 1, pageSettings: {}, allowedOrigins: origins, contactEmail: 'hello@flo.local' })
    .onConflictDoUpdate({ target: chatSettings.id, set: { allowedOrigins: origins } })
    .run();
}

const getFrom = (origin: string, path = '/api/chat-settings') =>
  app.request(path, { headers: { origin } });

beforeEach(() => {
  t = createTestApp();
  app = widgetApp(t.deps);
});
afterEach(() => t.close());

describe('widgetCors', () => {
  it('lets any origin call the widget endpoints when no origins are listed', async () => {
    const res = await getFrom(STRANGER);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds only Vary: Origin to a widget call that names no origin (same-origin or server)', async () => {
    const res = await app.request('/api/chat-settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await res.json()).toHaveProperty('pageSettings');
  });

  it('answers a preflight for a JSON enquiry with an idempotency key', async () => {
    const res = await app.request('/api/enquiries', {
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
  });

  it("lets the widget's location steps resolve a place from another site", async () => {
    const res = await getFrom(STRANGER, '/api/locations/resolve?q=Leeds');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps CORS headers on error answers, so the widget can read the error', async () => {
    const res = await getFrom(STRANGER, '/api/specialists/unified/nobody-anywhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives no CORS headers to endpoints the widget does not call', async () => {
    const res = await getFrom(STRANGER, '/api/admin/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/api/admin/me', {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('only answers listed origins once allowed origins are set', async () => {
    allowOrigins([`${PARTNER}/`]);
    const allowed = await getFrom(PARTNER, '/api/services/carpet/stats');
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('vary')).toContain('Origin');
    const refused = await getFrom(STRANGER, '/api/services/carpet/stats');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const refusedPreflight = await app.request('/api/enquiries', {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads the allowed origins at most once per cache period', async () => {
    expect((await getFrom(STRANGER)).headers.get('access-control-allow-origin')).toBe('*');
    allowOrigins([PARTNER]);
    expect((await getFrom(STRANGER)).headers.get('access-control-allow-origin')).toBe('*');
    t.advance(ALLOWED_ORIGINS_CACHE_MS);
    expect((await getFrom(STRANGER)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await getFrom(PARTNER)).headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});
