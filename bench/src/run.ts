/**
 * `npm run bench`: request throughput and latency of the API's hot routes over real HTTP on
 * 127.0.0.1, printed beside a baseline measured in the same run (`/healthz`: HTTP plus one
 * trivial query), so figures compare across machines. Bounded: a few seconds per route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import type { RateLimitStore } from '../../api/src/http/rate-limit.ts';
import { seedDemoData } from '../../api/src/seed/demo.ts';
import { enquiryBody, scenarios } from './scenarios.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;

/** The bench is one client hammering on purpose; per-IP limits would only measure 429s. */
const unlimited: RateLimitStore = { hit: () => ({ count: 0, resetAt: 0 }) };

const dir = mkdtempSync(join(tmpdir(), 'flo-bench-'));
const db = openDatabase(join(dir, 'flo.db'));
seedDemoData(db);
const app = createApp({
  db,
  rateLimits: unlimited,
  config: {
    publicUrl: 'http://127.0.0.1',
    mailFrom: 'Flo <hello@flo.local>',
    operatorEmail: 'hello@flo.local',
  },
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let sequence = 0;
const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: base + scenario.path,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    ...(scenario.method === 'POST'
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'idempotency-key': `bench-${++sequence}-key` },
                body: JSON.stringify(enquiryBody),
              }),
            },
          ],
        }
      : {}),
  });
  rows.push({
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  });
}

const baseline = rows[0]?.rps ?? 1;
console.log(`\nFlo API bench: ${CONNECTIONS} connections, ${SECONDS}s per route, demo data\n`);
console.table(
  rows.map((r) => ({
    route: r.name,
    'req/s': Math.round(r.rps),
    'vs baseline': `${((r.rps / baseline) * 100).toFixed(0)}%`,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx': r.errors,
  })),
);

server.close();
db.$client.close();
rmSync(dir, { recursive: true, force: true });
