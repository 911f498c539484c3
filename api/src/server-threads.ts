import type { AppConfig, Logger } from './deps.ts';
import {
  type EnquiryWriterThread,
  startEnquiryWriterThread,
} from './enquiries/writer-thread/index.ts';
import type { ServerEnv } from './env.ts';
import { type ReadThreads, startReadThreads } from './read-threads/index.ts';

export interface SqliteThreads {
  enquiryWriter: EnquiryWriterThread;
  readThreads: ReadThreads;
}

export interface SqliteThreadsOptions {
  config: AppConfig;
  logger: Logger;
  /** Where the built site is, which the read threads render. */
  siteRoot: string;
  /** Told of each batch the writer thread commits (the metrics' histogram). */
  onBatchCommitted?: (writes: number) => void;
}

/**
 * SQLite's threads of the server: the enquiry writer thread, ready before this resolves, which
 * takes every enquiry in its group commit (ADR 020), and the read threads that render pages
 * and answer searches off the event loop (ADR 045). PostgreSQL needs neither: each node writes
 * and reads through its pool (ADR 046). A writer thread that fails to start is closed again.
 *
 * @example
 * const { enquiryWriter, readThreads } = await startSqliteThreads(env, { config, logger, siteRoot });
 */
export async function startSqliteThreads(
  env: ServerEnv,
  options: SqliteThreadsOptions,
): Promise<SqliteThreads> {
  const { config, logger, siteRoot, onBatchCommitted } = options;
  const enquiryWriter = startEnquiryWriterThread({
    databasePath: env.databasePath,
    config,
    logger,
    busyTimeoutMs: env.databaseBusyTimeoutMs,
    onBatchCommitted,
  });
  try {
    await enquiryWriter.ready;
  } catch (error) {
    await enquiryWriter.close();
    throw error;
  }
  const readThreads = startReadThreads({
    threads: env.readThreads,
    databasePath: env.databasePath,
    busyTimeoutMs: env.databaseBusyTimeoutMs,
    config,
    stripe: env.stripe,
    mediaDir: env.mediaDir,
    siteRoot,
    publicUrl: env.publicUrl,
    analyticsSrc: env.analyticsSrc,
    logger,
  });
  return { enquiryWriter, readThreads };
}
