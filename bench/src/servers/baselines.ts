import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SpawnedServer, spawnServer } from './spawned.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const tsxNode = (file: string) => [process.execPath, '--import', 'tsx', here(file)];

function baseEnv(): Record<string, string> {
  const { PATH, HOME } = process.env;
  return { ...(PATH ? { PATH } : {}), ...(HOME ? { HOME } : {}) };
}

/**
 * Starts the bare Hono baseline in its own process, answering `bodyFile`'s JSON.
 *
 * @example
 * const bare = await startBareHono('/tmp/city-listing.json');
 */
export function startBareHono(bodyFile: string): Promise<SpawnedServer> {
  return spawnServer({
    command: tsxNode('./bare-hono.ts'),
    cwd: here('.'),
    env: { ...baseEnv(), BENCH_BODY_FILE: bodyFile },
    healthPath: '/healthz',
  });
}

/** Runs an insert loop script in its own process and answers the rows per second it printed. */
function insertLoopRate(script: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const [node = process.execPath, ...args] = tsxNode(script);
    const child = spawn(node, args, {
      env: { ...baseEnv(), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`raw insert loop exited with code ${code}`));
      resolve((JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { rps: number }).rps);
    });
  });
}

/** Rows per second of the raw better-sqlite3 insert loop, run in its own process. */
export function rawInsertRate(
  sourceDb: string,
  seconds: number,
  warmupSeconds: number,
): Promise<number> {
  return insertLoopRate('./raw-insert.ts', {
    BENCH_SOURCE_DB: sourceDb,
    BENCH_SECONDS: String(seconds),
    BENCH_WARMUP_SECONDS: String(warmupSeconds),
  });
}

/** Rows per second of the raw `pg` insert loop on the PostgreSQL server `url` names. */
export function rawInsertRatePostgres(
  url: string,
  seconds: number,
  warmupSeconds: number,
): Promise<number> {
  return insertLoopRate('./raw-insert-postgres.ts', {
    BENCH_DATABASE_URL: url,
    BENCH_SECONDS: String(seconds),
    BENCH_WARMUP_SECONDS: String(warmupSeconds),
  });
}
