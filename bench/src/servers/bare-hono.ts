/**
 * The throughput baseline: a bare Hono app on @hono/node-server that answers every GET with
 * the JSON the product's city listing answered (parsed once, serialised per request as
 * `c.json` does in the product). Run as its own process by `baselines.ts`.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const file = process.env.BENCH_BODY_FILE;
if (!file) throw new Error('BENCH_BODY_FILE is required');
const listing: unknown = JSON.parse(readFileSync(file, 'utf8'));

const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.get('*', (c) => c.json(listing));

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(`bare Hono listening on http://127.0.0.1:${info.port}`);
});
process.once('SIGTERM', () => process.exit(0));
