import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { notFound } from '../http/errors.ts';
import { buildOpenApiDocument } from './document.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flo API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

/** validatorUrl null: the UI never asks validator.swagger.io for a badge (our CSP blocks it anyway). */
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', validatorUrl: null });`;

/** Swagger UI ships inline styles, so the docs page alone may use them; no inline script. */
const docsCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";

/**
 * `/api/openapi.json`, the document of `api` (built on first request, when every route is in
 * place), and an interactive reference at `/api/docs`, served from the local swagger-ui-dist
 * package (no CDN), under a CSP without inline script.
 *
 * @example
 * app.route('/', openApiRoutes(app));
 */
export function openApiRoutes(api: Hono) {
  const app = new Hono();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;

  app.get('/api/openapi.json', async (c) => {
    document ??= buildOpenApiDocument(api);
    return c.json(await document);
  });
  app.get('/api/docs', (c) => {
    c.header('Content-Security-Policy', docsCsp);
    return c.html(page);
  });
  app.get('/api/docs/init.js', (c) =>
    c.body(init, 200, { 'content-type': assets['swagger-ui-bundle.js'] as string }),
  );
  app.get('/api/docs/:asset', async (c) => {
    const asset = c.req.param('asset');
    // Own keys only: a name like `constructor` must not find Object.prototype's members.
    const type = Object.hasOwn(assets, asset) ? assets[asset] : undefined;
    if (!type) throw notFound('Asset');
    const body = await readFile(join(swaggerDir, asset));
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  return app;
}
