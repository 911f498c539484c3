import type { Hono } from 'hono';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { type Engine, sqliteEngine } from '../db/engine/index.ts';
import type { AppMetrics } from '../deps.ts';
import { registerBackupGauge } from './backup-snapshots.ts';
import { listenForScrapes, type MetricsListener, metricsRoute } from './endpoint.ts';
import { registerMailQueueGauges } from './mail-queue.ts';
import { recordRequests } from './request-metrics.ts';

export type { MetricsListener } from './endpoint.ts';

/**
 * The server's database, whose outbox the mail queue's gauges read on each scrape: its engine
 * (SQLite or PostgreSQL), or its SQLite connection; the engine when both are given.
 */
type MetricsDatabase = { engine: Engine; db?: Db } | { db: Db; engine?: undefined };

export type MetricsOptions = MetricsDatabase & {
  /** Injected so tests can age the queue; the system clock by default. */
  now?: () => Date;
  /** BACKUP_DIR, when the server takes snapshots: the newest one's time is a gauge. */
  backupDir?: string;
};

/** Flo's metrics, what records them, and where Prometheus reads them. */
export interface Metrics extends AppMetrics {
  /** Every metric, in Prometheus's text format, as a scrape gets it. */
  scrape(): Promise<string>;
  /** An enquiry writer thread's commit of `writes` enquiries (its `onBatchCommitted`). */
  writerBatchCommitted(writes: number): void;
  /** `GET /metrics` to mount on the public app; with a token, only for `Bearer <token>`. */
  route(token: string | null): Hono;
  /** Serves `GET /metrics` on a listener of its own at `host:port`. */
  listen(host: string, port: number, token: string | null): Promise<MetricsListener>;
}

/** Up to MAX_WRITES_PER_COMMIT (64) enquiries go into one commit of the writer thread. */
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64];
/** Up to ENQUIRY_PRIORITY_MS (50 ms by default) a read waits for the enquiries ahead of it. */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];

/**
 * Flo's Prometheus metrics (ADR 036), in a registry of its own: requests by route pattern,
 * method and status class with their latency, enquiries accepted by source, the writer
 * thread's batch sizes, how long reads waited for enquiries (ADR 053), the mail queue's depth and oldest mail (read on each scrape), the
 * newest backup snapshot's time (with BACKUP_DIR), and
 * prom-client's process and Node.js defaults, event-loop lag among them.
 *
 * @example
 * const metrics = createMetrics({ engine }); // or { db }, SQLite's connection
 * const app = createApp({ db, config, metrics });
 * const listener = await metrics.listen('127.0.0.1', 9464, null);
 */
export function createMetrics(options: MetricsOptions): Metrics {
  const { now = () => new Date(), backupDir } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = recordRequests(registry);
  const enquiries = new Counter({
    name: 'flo_enquiries_accepted_total',
    help: 'Enquiries stored, by where they came from (chatbot_source); replays are not counted.',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'flo_enquiry_writer_batch_size',
    help: 'Enquiries committed together by the enquiry writer thread, per commit.',
    buckets: BATCH_BUCKETS,
    registers: [registry],
  });
  const readWaits = new Histogram({
    name: 'flo_reads_waited_for_enquiries_seconds',
    help: 'How long a read that arrived while enquiries were being taken waited for them.',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  registerMailQueueGauges(registry, options.engine ?? sqliteEngine(options.db), now);
  if (backupDir) registerBackupGauge(registry, backupDir);

  return {
    requests,
    enquiryAccepted: (source) => enquiries.inc({ source }),
    writerBatchCommitted: (writes) => batches.observe(writes),
    readWaitedForEnquiries: (ms) => readWaits.observe(ms / 1000),
    scrape: () => registry.metrics(),
    route: (token) => metricsRoute(registry, token),
    listen: (host, port, token) => listenForScrapes(metricsRoute(registry, token), host, port),
  };
}
