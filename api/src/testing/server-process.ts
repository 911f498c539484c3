import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Resolves once it has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * Starts the real server as its own process (`src/server.ts` under tsx, as `npm run dev`
 * reads it), on a port the OS picks, and resolves once it prints where it listens. Signals go
 * to `child`; the caller kills it when done.
 *
 * @example
 * const server = await spawnServer({ DATABASE_PATH: dbPath, SEED: 'none' });
 * server.child.kill('SIGTERM');
 * expect(await server.exited).toBe(0);
 */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  // The workspaces' packages from source (ADR 022).
  const args = ['--import', 'tsx', '--conditions=@flo/source', join('src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: { pattern: RegExp; resolve: () => void }[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers.filter(({ pattern }) => pattern.test(output))) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      if (pattern.test(output)) resolve();
      else watchers.push({ pattern, resolve });
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before listening:\n${output}`));
    });
    printed(/Flo is listening on (http:\/\/\S+)/).then(() => {
      clearTimeout(timer);
      const url = /Flo is listening on (http:\/\/\S+)/.exec(output)?.[1] as string;
      resolve({ url, child, output: () => output, printed, exited });
    });
  });
}
