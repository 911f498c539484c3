import { join } from 'node:path';
import { REPO_ROOT } from '@flo/api/env';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function niceFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 19) {
    throw new Error(`${name} must be a whole number from 0 to 19`);
  }
  return value;
}

/** What `BENCH_ONLY` may name: the load scenarios, the health-stall check and the browser's. */
export const PARTS = [
  'search',
  'search-fresh',
  'city-listing',
  'city-service-stats',
  'city-page',
  'home',
  'enquiry',
  'beside-readers',
  'stall',
  'first-message',
] as const;

export type Part = (typeof PARTS)[number];

/** `BENCH_ONLY=city-page,home,beside-readers` runs those parts alone; unset runs them all. */
function partsFromEnv(name: string): Part[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return [...PARTS];
  const named = raw.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(
      `${name} names unknown parts (${unknown.join(', ')}); known: ${PARTS.join(', ')}`,
    );
  }
  return named as Part[];
}

/**
 * `BENCH_DATABASE_URL`: the PostgreSQL database the bench also runs the product on, or null.
 * A bad value stops the bench before it starts anything; the message never echoes it, since a
 * mistyped URL may still hold a password.
 *
 * @example
 * postgresUrlFrom('postgres://flo@127.0.0.1:5433/flo_bench') // the same URL
 */
export function postgresUrlFrom(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (!URL.canParse(url) || !/^postgres(ql)?:\/\/./.test(url)) {
    throw new Error(
      'BENCH_DATABASE_URL must be a postgres:// or postgresql:// URL (postgres://user@127.0.0.1:5432/flo_bench)',
    );
  }
  return url;
}

/** The bench's knobs, from the environment (see docs/performance.md, "Variables"). */
export const config = {
  /** Measured seconds per scenario and concurrency, after the warm-up. */
  seconds: numberFromEnv('BENCH_SECONDS', 3),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 0.5),
  /** The high concurrency (the low one is always 1). */
  connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 50)),
  /**
   * Load-client processes sharing each job's connections (ADR 013); the health probe has its
   * own single process.
   */
  clientProcesses: Math.round(numberFromEnv('BENCH_CLIENT_PROCESSES', 5)),
  /**
   * Scheduling niceness of those processes (ADR 013): on 2 cores a load client at the
   * server's priority preempts it; the health probe keeps normal priority, since it measures
   * latency.
   */
  clientNice: niceFromEnv('BENCH_CLIENT_NICE', 10),
  /** Enquiry clients posting each enquiry on a new connection, alone and beside the readers. */
  freshConnections: Math.round(numberFromEnv('BENCH_FRESH_CONNECTIONS', 16)),
  /** Keep-alive clients reading pages and API routes beside those enquiries (issue 24). */
  readers: Math.round(numberFromEnv('BENCH_READERS', 16)),
  /** The parts of the bench to run (`BENCH_ONLY`, comma-separated); all by default. */
  only: partsFromEnv('BENCH_ONLY'),
  /** Interleaved product/baseline rounds; figures are the medians over rounds. */
  rounds: Math.round(numberFromEnv('BENCH_ROUNDS', 3)),
  /**
   * Page loads of each first-message scenario (ADR 029), in Chromium under 4× CPU + Fast 3G;
   * BENCH_FIRST_MESSAGE_ROUNDS=0 leaves the browser out.
   */
  firstMessageRounds: Math.round(
    process.env.BENCH_FIRST_MESSAGE_ROUNDS === '0'
      ? 0
      : numberFromEnv('BENCH_FIRST_MESSAGE_ROUNDS', 3),
  ),
  /** Specialists in the generated data set. */
  specialists: Math.round(numberFromEnv('BENCH_SPECIALISTS', 50_000)),
  /**
   * Connections of the broad search load the health probe runs beside. One keeps the server
   * busy while a health check waits behind at most one search, so its latency is the longest
   * time a single request holds the event loop; more adds queueing on top.
   */
  stallConnections: Math.round(numberFromEnv('BENCH_STALL_CONNECTIONS', 1)),
  /**
   * BENCH_DATABASE_URL: a PostgreSQL database, empty or filled by an earlier bench run, that
   * the product is benched on too, after SQLite (see `postgres/target.ts`); null: SQLite alone.
   */
  postgresUrl: postgresUrlFrom(process.env.BENCH_DATABASE_URL),
  /** Set BENCH_DATA=demo to bench the small demo data set instead of the generated one. */
  demoData: process.env.BENCH_DATA === 'demo',
  /**
   * BENCH_BUILD=1 rebuilds the server, widget and site; 0 uses the builds as they are; unset,
   * they are rebuilt when missing or older than their sources.
   */
  build: (process.env.BENCH_BUILD === '1'
    ? 'always'
    : process.env.BENCH_BUILD === '0'
      ? 'never'
      : 'when-stale') as 'always' | 'never' | 'when-stale',
  cacheDir: join(REPO_ROOT, 'bench/.cache'),
  resultsFile: process.env.BENCH_OUT ?? join(REPO_ROOT, 'bench/results/latest.json'),
};

export type BenchConfig = typeof config;
