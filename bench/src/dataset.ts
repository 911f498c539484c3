import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@flo/api/env';
import type { BenchConfig } from './config.ts';

/** The database file the product server will open, and what it holds. */
export interface Dataset {
  /** A scratch copy: the enquiry scenario writes to it, the cached file stays as generated. */
  databasePath: string;
  seed: 'demo' | 'none';
  /**
   * The file copied into PostgreSQL (BENCH_DATABASE_URL): the generated file as cached, without
   * the SQLite run's enquiries; with BENCH_DATA=demo, the scratch file the SQLite run seeded.
   */
  sourcePath: string;
  description: string;
  /** Seconds `npm run seed:scale` took, or null when the cached file was reused. */
  generationSeconds: number | null;
  dispose(): void;
}

function generate(file: string, specialists: number): number {
  const started = performance.now();
  const result = spawnSync(
    'npm',
    [
      'run',
      'seed:scale',
      '-w',
      '@flo/api',
      '--',
      '--out',
      file,
      '--specialists',
      String(specialists),
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) {
    rmSync(file, { force: true });
    throw new Error('npm run seed:scale failed');
  }
  return (performance.now() - started) / 1000;
}

/**
 * What the generated file depends on: the migrations it was made under and the generator's
 * code. A change to either gives a new cache name, so a stale file is never benched.
 */
function cacheKey(specialists: number): string {
  const hash = createHash('sha256').update(String(specialists));
  hash.update(readFileSync(join(REPO_ROOT, 'api/drizzle/meta/_journal.json')));
  const generator = join(REPO_ROOT, 'api/src/seed/scale');
  for (const file of readdirSync(generator).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      hash.update(readFileSync(join(generator, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The generated national-size data set (`npm run seed:scale`), made once per migrations and
 * generator version and cached under bench/.cache, copied to a scratch folder for this run;
 * or, with BENCH_DATA=demo, an empty file the server seeds with the demo data at start-up.
 *
 * @example
 * const dataset = prepareDataset(config);
 * dataset.dispose();
 */
export function prepareDataset(config: BenchConfig): Dataset {
  const scratch = mkdtempSync(join(tmpdir(), 'flo-bench-'));
  const databasePath = join(scratch, 'flo.db');
  const dispose = () => rmSync(scratch, { recursive: true, force: true });
  if (config.demoData) {
    return {
      databasePath,
      seed: 'demo',
      sourcePath: databasePath,
      description: 'demo data (BENCH_DATA=demo)',
      generationSeconds: null,
      dispose,
    };
  }
  mkdirSync(config.cacheDir, { recursive: true });
  const name = `flo-${config.specialists}-${cacheKey(config.specialists)}.db`;
  const cached = join(config.cacheDir, name);
  let generationSeconds: number | null = null;
  if (!existsSync(cached)) {
    for (const old of readdirSync(config.cacheDir)) {
      if (old.startsWith(`flo-${config.specialists}-`)) rmSync(join(config.cacheDir, old));
    }
    console.log(`Generating ${config.specialists.toLocaleString('en-GB')} specialists...`);
    generationSeconds = generate(cached, config.specialists);
    console.log(`  generated in ${generationSeconds.toFixed(1)} s (cached at ${cached})`);
  } else {
    console.log(`Reusing ${cached} (delete it to generate afresh)`);
  }
  copyFileSync(cached, databasePath);
  return {
    databasePath,
    seed: 'none',
    sourcePath: cached,
    description: `${config.specialists.toLocaleString('en-GB')} specialists (npm run seed:scale)`,
    generationSeconds,
    dispose,
  };
}
