import { type BesideReadersResult, runBesideReaders } from './beside-readers.ts';
import type { BenchConfig } from './config.ts';
import type { LoadJob, LoadResult } from './load/job.ts';
import type { LoadProcess } from './load/load-process.ts';
import { broadSearchPaths, enquiryBody, type Scenario, scenarios } from './scenarios.ts';

/** Everything one round measured, keyed `${scenario}@${connections}`. */
export interface RoundResult {
  product: Record<string, LoadResult>;
  bareHono: Record<string, LoadResult>;
  rawInsertRps: number;
  /** Health checks beside the broad search load, and that load itself. */
  health?: LoadResult;
  broadSearch?: LoadResult;
  /** Enquiries on fresh connections alone and beside the readers (issue 24). */
  besideReaders?: BesideReadersResult;
}

export interface RoundContext {
  config: BenchConfig;
  productUrl: string;
  bareHonoUrl: string;
  /** The raw insert baseline on the product's engine, in rows per second (`baselines.ts`). */
  rawInsert(): Promise<number>;
  /** Per-IP enquiry budget of the product (its rate limit), spread over source addresses. */
  enquiriesPerAddress: number;
  load: LoadProcess;
  probe: LoadProcess;
  /** The keep-alive readers of the beside-readers part. */
  readers: LoadProcess;
  /** A specialist whose profile the readers ask for. */
  specialistSlug: string;
}

/** The scenarios compared with the bare Hono app: its JSON, and the pages. */
const COMPARED_WITH_BARE_HONO = new Set(['city-listing', 'city-page', 'home']);

export const key = (id: string, connections: number) => `${id}@${connections}`;

const fmt = (r: LoadResult) =>
  `p50 ${r.p50.toFixed(2)} p95 ${r.p95.toFixed(2)} p99 ${r.p99.toFixed(2)} ms, ` +
  `${Math.round(r.rps)} req/s${r.unfinished ? `, ${r.unfinished} unfinished` : ''}` +
  `${r.unexpected ? `, ${r.unexpected} FAILED: ${r.firstUnexpected}` : ''}`;

let nextAddress = 0;

/**
 * Abandoned requests may still be queued in the server; wait (up to 60 s) until a health
 * check answers within 50 ms, so one scenario's backlog is not measured as the next one's.
 */
async function waitUntilIdle(origin: string) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const sent = performance.now();
    const ok = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok && performance.now() - sent < 50) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waited = performance.now() - started;
  if (waited > 1000)
    console.log(`  (waited ${(waited / 1000).toFixed(1)} s for the server to drain)`);
}

async function runProduct(ctx: RoundContext, scenario: Scenario, connections: number) {
  const { config } = ctx;
  const job: LoadJob = {
    origin: ctx.productUrl,
    method: scenario.method,
    paths: [scenario.path],
    connections,
    seconds: config.seconds,
    warmupSeconds: config.warmupSeconds,
    expectStatus: scenario.expectStatus,
    ...(scenario.headers ? { headers: scenario.headers } : {}),
    ...(scenario.method === 'POST'
      ? {
          body: enquiryBody,
          requestsPerAddress: ctx.enquiriesPerAddress,
          addressOffset: nextAddress,
        }
      : {}),
  };
  await waitUntilIdle(ctx.productUrl);
  const result = await ctx.load.run(job);
  nextAddress += result.addressesUsed;
  console.log(
    `  ${scenario.name.padEnd(26)} ${String(connections).padStart(2)} conn: ${fmt(result)}`,
  );
  return result;
}

async function runBareHono(ctx: RoundContext, connections: number) {
  const result = await ctx.load.run({
    origin: ctx.bareHonoUrl,
    method: 'GET',
    paths: ['/listing'],
    connections,
    seconds: ctx.config.seconds,
    warmupSeconds: ctx.config.warmupSeconds,
    expectStatus: 200,
  });
  console.log(
    `  ${'baseline: bare Hono'.padEnd(26)} ${String(connections).padStart(2)} conn: ${fmt(result)}`,
  );
  return result;
}

async function runStallCheck(ctx: RoundContext) {
  const { config } = ctx;
  await waitUntilIdle(ctx.productUrl);
  const common = {
    seconds: config.seconds,
    warmupSeconds: config.warmupSeconds,
    expectStatus: 200,
  };
  const [broadSearch, health] = await Promise.all([
    ctx.load.run({
      ...common,
      origin: ctx.productUrl,
      method: 'GET',
      paths: broadSearchPaths(),
      connections: config.stallConnections,
    }),
    ctx.probe.run({
      ...common,
      origin: ctx.productUrl,
      method: 'GET',
      paths: ['/healthz'],
      connections: 1,
    }),
  ]);
  console.log(
    `  ${'broad search load'.padEnd(26)} ${String(config.stallConnections).padStart(2)} conn: ${fmt(broadSearch)}`,
  );
  console.log(
    `  ${'  healthz beside it'.padEnd(26)}  1 conn: ${fmt(health)}, max ${health.max.toFixed(2)} ms`,
  );
  return { broadSearch, health };
}

/**
 * One round of the parts `config.only` names: each scenario at 1 connection and at the high
 * concurrency, each followed by its baseline (bare Hono after the city listing, or after the
 * first page when the listing is left out; the raw insert loop after the enquiry POST), then
 * the enquiries on fresh connections beside the readers, then the health probe beside a broad
 * search load.
 */
export async function runRound(ctx: RoundContext): Promise<RoundResult> {
  const product: Record<string, LoadResult> = {};
  const bareHono: Record<string, LoadResult> = {};
  const only = new Set<string>(ctx.config.only);
  let rawInsertRps = Number.NaN;
  for (const scenario of scenarios.filter(({ id }) => only.has(id))) {
    for (const connections of [1, ctx.config.connections]) {
      product[key(scenario.id, connections)] = await runProduct(ctx, scenario, connections);
      if (COMPARED_WITH_BARE_HONO.has(scenario.id) && !bareHono[key('bare-hono', connections)]) {
        bareHono[key('bare-hono', connections)] = await runBareHono(ctx, connections);
      }
    }
    if (scenario.id === 'enquiry') {
      rawInsertRps = await ctx.rawInsert();
      console.log(
        `  ${'baseline: raw insert'.padEnd(26)}  1 loop: ${Math.round(rawInsertRps)} rows/s`,
      );
    }
  }
  const round: RoundResult = { product, bareHono, rawInsertRps };
  if (only.has('beside-readers')) {
    await waitUntilIdle(ctx.productUrl);
    const result = await runBesideReaders({ ...ctx, addressOffset: nextAddress });
    nextAddress += result.addressesUsed;
    console.log(
      `  ${'enquiries, fresh conns'.padEnd(26)} ${String(ctx.config.freshConnections).padStart(2)} conn: ${fmt(result.alone)}`,
    );
    console.log(
      `  ${'  beside the readers'.padEnd(26)} ${String(ctx.config.freshConnections).padStart(2)} conn: ${fmt(result.beside)}`,
    );
    console.log(
      `  ${'  the readers'.padEnd(26)} ${String(ctx.config.readers).padStart(2)} conn: ${fmt(result.readers)}`,
    );
    round.besideReaders = result;
  }
  if (only.has('stall')) Object.assign(round, await runStallCheck(ctx));
  await waitUntilIdle(ctx.productUrl);
  return round;
}
