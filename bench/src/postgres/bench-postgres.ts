import { firstSpecialistSlug, preflightReaders } from '../beside-readers.ts';
import type { BenchConfig } from '../config.ts';
import type { LoadProcess } from '../load/load-process.ts';
import { preflight } from '../preflight.ts';
import type { Row } from '../report.ts';
import { type RoundResult, runRound } from '../rounds.ts';
import { rawInsertRatePostgres } from '../servers/baselines.ts';
import { productCommand, startProduct } from '../servers/product.ts';
import { type Durability, summarise } from '../summarise.ts';
import {
  type CommitSettings,
  type CopyMode,
  commitSettingsOf,
  copyIntoTarget,
  describePostgres,
} from './target.ts';

export interface PostgresBenchContext {
  config: BenchConfig;
  url: string;
  /** How `inspectTarget` found the database may be copied into. */
  mode: CopyMode;
  /** The SQLite file copied in (`Dataset.sourcePath`). */
  sourcePath: string;
  /** The scratch file's path, passed as DATABASE_PATH so the server's media folder is scratch. */
  databasePath: string;
  bareHonoUrl: string;
  enquiriesPerAddress: number;
  load: LoadProcess;
  probe: LoadProcess;
  readers: LoadProcess;
}

/** What the PostgreSQL part measured, for the printed tables and the results file. */
export interface PostgresRun {
  target: string;
  copySeconds: number;
  settings: CommitSettings;
  server: { startupMs: number; rssKiB: number; peakRssKiB: number };
  rows: Row[];
  rounds: RoundResult[];
}

/**
 * PostgreSQL's durability as the enquiry rows state it: the baseline commits one row per
 * transaction with synchronous_commit on (fsync named when off), and the goal is that the
 * product's own commits, under the server's settings, wait for the flush too.
 */
export function postgresDurability(settings: CommitSettings): Durability {
  const fsync = settings.fsync === 'on' ? '' : `, fsync=${settings.fsync}`;
  return {
    rawInsertName: `baseline: raw insert, one row per commit, synchronous_commit=on${fsync} (rows/s)`,
    goal: {
      text: 'synchronous_commit=on, fsync=on',
      met: settings.synchronousCommit === 'on' && settings.fsync === 'on',
    },
  };
}

/**
 * The product on PostgreSQL: copies the data set into the database with `db:copy`, starts the
 * server on it (DATABASE_URL, SEED=none), checks every scenario answers, then runs the same
 * rounds as on SQLite, the raw insert baseline taken on the same PostgreSQL server. Stops the
 * server before answering.
 */
export async function benchPostgres(ctx: PostgresBenchContext): Promise<PostgresRun> {
  const { config, url } = ctx;
  const target = describePostgres(url);
  const replacing = ctx.mode === 'replace' ? ", replacing an earlier bench run's data" : '';
  console.log(`\nPostgreSQL: copying ${ctx.sourcePath} into ${target}${replacing}`);
  const copySeconds = await copyIntoTarget(url, ctx.sourcePath, ctx.mode);
  const settings = await commitSettingsOf(url);
  console.log(`Starting the product server on PostgreSQL: ${productCommand().slice(1).join(' ')}`);
  const product = await startProduct({
    databasePath: ctx.databasePath,
    seed: 'none',
    databaseUrl: url,
  });
  try {
    console.log(`  healthy ${product.startupMs.toFixed(0)} ms after spawn (${product.url})`);
    const specialistSlug = firstSpecialistSlug(await preflight(product.url));
    await preflightReaders(product.url, specialistSlug);
    const rounds: RoundResult[] = [];
    for (let round = 1; round <= config.rounds; round++) {
      console.log(`PostgreSQL round ${round} of ${config.rounds}`);
      rounds.push(
        await runRound({
          config,
          productUrl: product.url,
          bareHonoUrl: ctx.bareHonoUrl,
          rawInsert: () => rawInsertRatePostgres(url, config.seconds, config.warmupSeconds),
          enquiriesPerAddress: ctx.enquiriesPerAddress,
          load: ctx.load,
          probe: ctx.probe,
          readers: ctx.readers,
          specialistSlug,
        }),
      );
    }
    const server = { startupMs: product.startupMs, ...product.memory() };
    const rows = summarise(rounds, config, postgresDurability(settings));
    return { target, copySeconds, settings, server, rows, rounds };
  } finally {
    await product.stop();
  }
}
