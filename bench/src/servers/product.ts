import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@flo/api/env';
import { type SpawnedServer, spawnServer } from './spawned.ts';

const API_DIR = join(REPO_ROOT, 'api');

/**
 * The command `npm run serve -w @flo/api` runs, as one node process the bench can watch
 * (npm would sit between it and the pid): `exec node x` runs as `node x`, `tsx x` as
 * `node --import tsx x`.
 */
export function productCommand(): string[] {
  const manifest = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const serve = manifest.scripts?.serve;
  if (!serve) throw new Error('api/package.json has no serve script');
  const words = serve.trim().split(/\s+/);
  const [runner, ...args] = words[0] === 'exec' ? words.slice(1) : words;
  if (runner === 'node') return [process.execPath, ...args];
  if (runner === 'tsx') return [process.execPath, '--import', 'tsx', ...args];
  throw new Error(`cannot run the serve script "${serve}" as one node process`);
}

export interface ProductOptions {
  databasePath: string;
  /** `demo` seeds the demo data at start-up; `none` serves the file as it is. */
  seed: 'demo' | 'none';
  /** Run on this PostgreSQL database (DATABASE_URL) instead of the file, as it holds it. */
  databaseUrl?: string;
}

/**
 * Starts the product server the way `npm run serve` does, on a free port, quiet logs, with the
 * per-address connection cap above the bench's connections.
 *
 * @example
 * const product = await startProduct({ databasePath: '/tmp/flo.db', seed: 'none' });
 */
export function startProduct(options: ProductOptions): Promise<SpawnedServer> {
  const { PATH, HOME, NODE_ENV, READ_THREADS, ENQUIRY_PRIORITY_MS, DATABASE_POOL_SIZE } =
    process.env;
  return spawnServer({
    command: productCommand(),
    cwd: API_DIR,
    env: {
      ...(PATH ? { PATH } : {}),
      ...(HOME ? { HOME } : {}),
      ...(NODE_ENV ? { NODE_ENV } : {}),
      // To compare the read threads (ADR 045) with none: READ_THREADS=0 npm run bench.
      ...(READ_THREADS ? { READ_THREADS } : {}),
      // And reads that never wait for the enquiries ahead (ADR 053): ENQUIRY_PRIORITY_MS=0.
      ...(ENQUIRY_PRIORITY_MS ? { ENQUIRY_PRIORITY_MS } : {}),
      ...(options.databaseUrl
        ? {
            DATABASE_URL: options.databaseUrl,
            // The pool each node keeps (ADR 046): DATABASE_POOL_SIZE=20 npm run bench.
            ...(DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE } : {}),
          }
        : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: options.databasePath,
      SEED: options.seed,
      LOG_LEVEL: 'warn',
      // The 50 keep-alive connections of a scenario stand for 50 visitors but all come from
      // 127.0.0.1, and the bench's own health checks add one more: at the default cap of 50 per
      // address (ADR 031) the server destroyed some of them as they connected.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000',
    },
    healthPath: '/healthz',
  });
}
