import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { describeBackupSchedule, startBackupSnapshots } from './backup/schedule.ts';
import { startGraceSweep } from './billing/grace.ts';
import { createBilling } from './billing/stripe-client.ts';
import type { AppDeps, Logger } from './deps.ts';
import type { EnquiryWriterThread } from './enquiries/writer-thread/index.ts';
import { type LogLevel, loadEnv, REPO_ROOT } from './env.ts';
import { type FrontEndRoots, serveFrontEnds } from './front-ends.ts';
import { afterResponse } from './http/after-response.ts';
import { DatabaseRateLimitStore } from './http/database-rate-limit-store.ts';
import { closeGracefully } from './http/graceful-close.ts';
import { startMailWorker } from './mail/worker.ts';
import { createMetrics, type MetricsListener } from './metrics/index.ts';
import { createPageCache } from './page-cache/index.ts';
import type { ReadThreads } from './read-threads/index.ts';
import { startRetentionJob } from './retention/job.ts';
import { createSearchCache } from './search/kept-searches.ts';
import { ensureAdmin, ensureDemoBusinessLogin } from './seed/logins.ts';
import { seedEngine } from './seed/seed-engine.ts';
import { openServerDatabase } from './server-database.ts';
import { createHttpServer, listen } from './server-http.ts';
import { startSqliteThreads } from './server-threads.ts';
import { signInNotice } from './start-notice.ts';

export interface StartOptions {
  /**
   * Where start-up notices go, stdout by default: the listening URL as soon as the server
   * listens, and last of all the sign-ins (boxed, with any one-time passwords, on a first start).
   */
  print?: (line: string) => void;
  /** Built front ends to serve when present; default widget/dist and site/dist in the repo. */
  staticRoots?: FrontEndRoots;
}

export interface RunningServer {
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Where Prometheus scrapes, when metrics have a port of their own (METRICS_PORT). */
  metricsUrl?: string;
  /**
   * Drains (ADR 035): stops accepting connections, finishes the requests under way within
   * SHUTDOWN_GRACE_MS, then stops the writer thread, the mail worker and the jobs and closes
   * the database.
   */
  close(): Promise<void>;
}

/** Logs `info` unless LOG_LEVEL is warn or error; errors always. */
function createLogger(level: LogLevel): Logger {
  const quiet = level === 'warn' || level === 'error';
  return {
    info: (message, meta) => {
      if (!quiet) console.log(message, ...(meta === undefined ? [] : [meta]));
    },
    error: (error) => console.error(error),
  };
}

/**
 * Starts Flo: validates the environment (throwing a readable error naming each bad variable),
 * opens and migrates the database, seeds it (`SEED=demo`) or adds reference data only
 * (`SEED=none`), makes sure the admin and demo business can log in, serves the API with the
 * built widget and site, and starts the mail worker.
 *
 * @example
 * const server = await startServer({ PORT: '0', DATABASE_PATH: '/tmp/flo.db' });
 * await fetch(`${server.url}/healthz`);
 * await server.close();
 */
export async function startServer(
  source: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const env = loadEnv(source);
  // Snapshots copy the SQLite file (ADR 034); PostgreSQL is backed up by its own tools.
  if (env.databaseUrl && env.backup) {
    throw new Error(
      'BACKUP_DIR takes snapshots of the SQLite file; with DATABASE_URL, back up PostgreSQL with its own tools (pg_dump, point-in-time recovery) and unset BACKUP_DIR',
    );
  }
  const print = options.print ?? ((line: string) => console.log(line));
  const logger = createLogger(env.logLevel);
  const database = await openServerDatabase(env, logger);
  const { engine, db } = database;
  let enquiryWriter: EnquiryWriterThread | undefined;
  let metricsListener: MetricsListener | undefined;
  let readThreads: ReadThreads | undefined;
  try {
    const { note } = await seedEngine(engine, env.seed, {
      databaseUrl: env.databaseUrl ?? undefined,
    });
    if (note) logger.info(note);
    const admin = await ensureAdmin(engine, env.admin);
    const business = await ensureDemoBusinessLogin(engine, env.demoBusinessPassword);

    const rateLimits = new DatabaseRateLimitStore(engine, { onError: logger.error });
    const config = {
      publicUrl: env.publicUrl,
      mailFrom: env.mailFrom,
      operatorEmail: env.operatorEmail,
      securityContact: env.securityContact ?? undefined,
      trustProxy: env.trustProxy,
      rateLimitMultiplier: env.rateLimitMultiplier,
    };
    // Kept only when an operator asked for them (ADR 036): unscraped, they would cost for nothing.
    const metrics = env.metrics ? createMetrics({ engine, backupDir: env.backup?.dir }) : undefined;
    const billing = env.stripe ? createBilling(env.stripe) : undefined;
    const staticRoots = options.staticRoots ?? {
      widget: join(REPO_ROOT, 'widget/dist'),
      site: join(REPO_ROOT, 'site/dist'),
    };
    // SQLite's writes go through one writer thread, its renders through read threads (ADR 020,
    // 045); on PostgreSQL each node writes and reads through its pool (ADR 046).
    if (db) {
      ({ enquiryWriter, readThreads } = await startSqliteThreads(env, {
        config,
        logger,
        siteRoot: staticRoots.site,
        onBatchCommitted: metrics?.writerBatchCommitted,
      }));
    }
    const publicVersion = () => engine.version('public_data_version');
    const pageCache = env.pageCache
      ? createPageCache({ ...env.pageCache, version: publicVersion })
      : undefined;
    const searchCache = env.pageCache ? createSearchCache(env.pageCache, publicVersion) : undefined;
    // Set when SIGTERM (or close()) begins the shutdown: /readyz fails, answers close (ADR 035).
    let draining = false;
    const deps: AppDeps = {
      db,
      engine,
      config,
      rateLimits,
      logger,
      enquiryWriter,
      billing,
      mediaDir: env.mediaDir,
      metrics,
      draining: () => draining,
      readyMinFreeBytes: env.readyMinFreeBytes,
      enquiryPriorityMs: env.enquiryPriorityMs,
      readThreads,
      pageCache,
      searchCache,
    };
    const app = createApp(deps);
    // Without a port of their own, the metrics are on the public port, behind METRICS_TOKEN.
    if (metrics && env.metrics?.port === null) app.route('/', metrics.route(env.metrics.token));
    await serveFrontEnds(app, staticRoots, {
      publicUrl: env.publicUrl,
      analyticsSrc: env.analyticsSrc,
      pageCache,
      renderElsewhere: readThreads?.render,
    });
    const server = createHttpServer(app, env);
    // Before the public port opens, so a metrics port already taken stops the start cleanly.
    if (metrics && env.metrics && env.metrics.port !== null) {
      const { host, port, token } = env.metrics;
      metricsListener = await metrics.listen(host, port, token);
    }
    const url = await listen(server, env);
    print(`Flo is listening on ${url} (public URL ${env.publicUrl})`);
    if (env.metrics) {
      const where = metricsListener?.url ?? `${url}/metrics`;
      const auth = env.metrics.token ? ' (Bearer METRICS_TOKEN)' : '';
      print(`Metrics for Prometheus on ${where}${auth}`);
    }
    print(
      billing
        ? `Paid plans: card payments through Stripe (${env.stripe?.apiUrl})`
        : 'Paid plans: invoiced by e-mail (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for card payments)',
    );
    if (env.backup) print(describeBackupSchedule(env.backup));

    const worker = startMailWorker(deps, { smtpUrl: env.smtpUrl ?? undefined, logger });
    worker.runOnce().catch((error: unknown) => logger.error(error));
    const retention = startRetentionJob(deps);
    const graceSweep = startGraceSweep(deps);
    const backups = env.backup
      ? startBackupSnapshots({ databasePath: env.databasePath, schedule: env.backup, logger })
      : undefined;
    // The retention pass made at start runs on a 0 ms timer queued just before this one, so
    // whatever start-up logs is written before the sign-ins, which end the output.
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (const line of signInNotice(env.publicUrl, database.created, admin, business)) {
      print(line);
    }

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        const drained = await closeGracefully(server, {
          graceMs: env.shutdownGraceMs,
          beginDraining: () => {
            draining = true;
          },
        });
        if (drained === 'deadline') {
          logger.error(
            `shutdown: requests still under way after ${env.shutdownGraceMs} ms (SHUTDOWN_GRACE_MS) were cut off`,
          );
        }
        // Then what the answered requests left behind: their mails, their enquiries' commits.
        await afterResponse(deps).idle();
        await readThreads?.close();
        await enquiryWriter?.close();
        await worker.stop();
        retention.stop();
        graceSweep.stop();
        await backups?.stop();
        await metricsListener?.close();
        await rateLimits.flush();
        await database.close();
      })();
      return closing;
    };
    return { url, metricsUrl: metricsListener?.url, close };
  } catch (error) {
    await readThreads?.close();
    await metricsListener?.close();
    await enquiryWriter?.close();
    await database.close();
    throw error;
  }
}

const isEntryPoint = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  startServer(process.env).then(
    (running) => {
      const shutdown = (signal: string) => {
        console.log(`${signal} received, shutting down`);
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
