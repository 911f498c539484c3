import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { type RunningServer, type StartOptions, startServer } from '../server.ts';

export interface TestServer {
  /** Starts the real server on 127.0.0.1 at a free port, with the database in the temp folder. */
  start(env?: Record<string, string>, options?: StartOptions): Promise<RunningServer>;
  /** The temp folder of the current test. */
  dir(): string;
  /** The SQLite file the server opens. */
  dbPath(): string;
  /** Start-up notices printed by the current test's server. */
  printed(): string[];
}

/**
 * Registers hooks that give each test a temp folder and close its server afterwards. Front ends
 * are looked up in folders that do not exist unless a test passes its own roots. Everything is
 * answered on the event loop (`READ_THREADS=0`) unless a test asks for read threads, so a test
 * that counts renders counts them in one place.
 *
 * @example
 * const server = useTestServer();
 * it('answers', async () => {
 *   const { url } = await server.start({ SEED: 'none' });
 * });
 */
export function useTestServer(): TestServer {
  let dir = '';
  let running: RunningServer | undefined;
  let printed: string[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flo-server-'));
    printed = [];
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
  const dbPath = () => join(dir, 'data', 'flo.db');
  return {
    async start(env = {}, options = {}) {
      await running?.close();
      printed = [];
      running = await startServer(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_PATH: dbPath(),
          LOG_LEVEL: 'warn',
          READ_THREADS: '0',
          ...env,
        },
        {
          print: (line) => printed.push(line),
          staticRoots: { widget: join(dir, 'no-widget'), site: join(dir, 'no-site') },
          ...options,
        },
      );
      return running;
    },
    dir: () => dir,
    dbPath,
    printed: () => printed,
  };
}
