/**
 * `npm run bench`: the product server (compiled, its own process, on the generated national
 * data set) loaded by a separate load-client process, beside baselines measured in the same
 * run: a bare Hono app answering the same JSON and a raw better-sqlite3 insert loop. Rounds
 * interleave product and baseline; the table shows medians and issue 11's goals. With
 * BENCH_DATABASE_URL, the same rounds then run on PostgreSQL (the data set copied in, the raw
 * insert baseline on that server), and the engines are shown side by side. See
 * docs/performance.md for the knobs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@flo/api/env';
import { RATE_LIMITS } from '@flo/api/rate-limits';
import { firstSpecialistSlug, preflightReaders } from './beside-readers.ts';
import { ensureBuilt } from './build.ts';
import { config } from './config.ts';
import { prepareDataset } from './dataset.ts';
import { startHostPage } from './first-message/host-page.ts';
import { type FirstMessageFigures, measureFirstMessage } from './first-message/measure.ts';
import { firstMessageScenarios, firstMessageTable } from './first-message/scenarios.ts';
import { startLoadProcess } from './load/load-process.ts';
import { benchPostgres, type PostgresRun } from './postgres/bench-postgres.ts';
import { describePostgres, inspectTarget } from './postgres/target.ts';
import { preflight } from './preflight.ts';
import { markdownTable, sideBySideTable, writeResults } from './report.ts';
import { type RoundResult, runRound } from './rounds.ts';
import { rawInsertRate, startBareHono } from './servers/baselines.ts';
import { productCommand, startProduct } from './servers/product.ts';
import { sqliteDurability, summarise } from './summarise.ts';

const started = performance.now();
// Ctrl+C or a kill still runs the exit hooks that stop the servers this bench started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
// A database holding data the bench did not put there is refused before anything starts.
const postgresMode = config.postgresUrl ? await inspectTarget(config.postgresUrl) : null;
ensureBuilt(config.build);
const compiled = readFileSync(join(REPO_ROOT, 'api/dist/server.js'), 'utf8');
const synchronousFull = compiled.includes('synchronous = FULL');

const dataset = prepareDataset(config);
const load = startLoadProcess(config.clientProcesses, { nice: config.clientNice });
const probe = startLoadProcess();
const readers = startLoadProcess(Math.min(config.clientProcesses, 2), { nice: config.clientNice });
const stops: (() => Promise<void> | void)[] = [
  () => load.stop(),
  () => probe.stop(),
  () => readers.stop(),
  () => dataset.dispose(),
];
try {
  console.log(`Starting the product server: ${productCommand().slice(1).join(' ')}`);
  const product = await startProduct({ databasePath: dataset.databasePath, seed: dataset.seed });
  stops.unshift(() => product.stop());
  console.log(`  healthy ${product.startupMs.toFixed(0)} ms after spawn (${product.url})`);

  const listing = await preflight(product.url);
  const listingFile = `${dataset.databasePath}.city-listing.json`;
  writeFileSync(listingFile, listing);
  const specialistSlug = firstSpecialistSlug(listing);
  await preflightReaders(product.url, specialistSlug);
  const bareHono = await startBareHono(listingFile);
  stops.unshift(() => bareHono.stop());

  const rounds: RoundResult[] = [];
  for (let round = 1; round <= config.rounds; round++) {
    console.log(`Round ${round} of ${config.rounds}`);
    rounds.push(
      await runRound({
        config,
        productUrl: product.url,
        bareHonoUrl: bareHono.url,
        rawInsert: () => rawInsertRate(dataset.databasePath, config.seconds, config.warmupSeconds),
        enquiriesPerAddress: RATE_LIMITS.enquiries.max,
        load,
        probe,
        readers,
        specialistSlug,
      }),
    );
  }
  let firstMessage: FirstMessageFigures[] = [];
  if (config.firstMessageRounds > 0 && config.only.includes('first-message')) {
    console.log(`First Flo message, ${config.firstMessageRounds} loads per page (Chromium)`);
    const hostPage = await startHostPage(product.url);
    stops.unshift(() => hostPage.stop());
    firstMessage = await measureFirstMessage(
      firstMessageScenarios(product.url, hostPage.url),
      config.firstMessageRounds,
    );
  }
  const memory = product.memory();
  const rows = summarise(rounds, config, sqliteDurability(synchronousFull));
  let postgres: PostgresRun | undefined;
  if (config.postgresUrl && postgresMode) {
    // SQLite's server stops first: the two never share the machine while either is measured.
    await product.stop();
    postgres = await benchPostgres({
      config,
      url: config.postgresUrl,
      mode: postgresMode,
      sourcePath: dataset.sourcePath,
      databasePath: dataset.databasePath,
      bareHonoUrl: bareHono.url,
      enquiriesPerAddress: RATE_LIMITS.enquiries.max,
      load,
      probe,
      readers,
    });
  }
  const table = [
    markdownTable(rows),
    ...(postgres
      ? [
          `PostgreSQL (${postgres.target}):\n\n${markdownTable(postgres.rows)}`,
          `SQLite and PostgreSQL side by side:\n\n${sideBySideTable(rows, postgres.rows)}`,
        ]
      : []),
    ...(firstMessage.length > 0 ? [firstMessageTable(firstMessage)] : []),
  ].join('\n\n');
  const summary = [
    `Data: ${dataset.description}` +
      (dataset.generationSeconds === null
        ? ''
        : `, generated in ${dataset.generationSeconds.toFixed(1)} s`),
    `Server start-up (spawn to first healthy answer): ${product.startupMs.toFixed(0)} ms`,
    `Server memory after the run: RSS ${(memory.rssKiB / 1024).toFixed(0)} MiB, peak ${(memory.peakRssKiB / 1024).toFixed(0)} MiB`,
    ...(postgres ? postgresSummary(postgres) : []),
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
      `${config.rounds} round${config.rounds === 1 ? '' : 's'} of ${config.seconds} s, medians`,
  ];
  console.log(`\n${table}\n\n${summary.join('\n')}`);
  writeResults(config.resultsFile, {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    config: {
      ...config,
      postgresUrl: config.postgresUrl ? describePostgres(config.postgresUrl) : null,
    },
    dataset: { description: dataset.description, generationSeconds: dataset.generationSeconds },
    server: { command: productCommand().slice(1), startupMs: product.startupMs, ...memory },
    synchronousFull,
    rows,
    firstMessage,
    rounds,
    ...(postgres ? { postgres } : {}),
    benchSeconds: (performance.now() - started) / 1000,
  });
  console.log(
    `Figures written to ${config.resultsFile} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
} finally {
  for (const stop of stops) await stop();
}

function postgresSummary(run: PostgresRun): string[] {
  const { server, settings } = run;
  return [
    `PostgreSQL: data copied in ${run.copySeconds.toFixed(1)} s (npm run db:copy); ` +
      `synchronous_commit=${settings.synchronousCommit}, fsync=${settings.fsync}`,
    `PostgreSQL server start-up: ${server.startupMs.toFixed(0)} ms; memory after its run: ` +
      `RSS ${(server.rssKiB / 1024).toFixed(0)} MiB, peak ${(server.peakRssKiB / 1024).toFixed(0)} MiB`,
  ];
}
