import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

export interface ApiProcessOptions {
  repoRoot: string;
  databasePath: string;
  /** The server's stdout and stderr go here, so a failed start can be explained. */
  logPath: string;
  extraEnv?: Record<string, string>;
}

const START_TIMEOUT_MS = 60_000;

/** Asks the OS for a port that is free right now on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealthy(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The API server exited with code ${child.exitCode} before it was healthy:\n${readFileSync(logPath, 'utf8')}`,
      );
    }
    const healthy = await fetch(`${url}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(
    `The API server was not healthy within ${START_TIMEOUT_MS} ms:\n${readFileSync(logPath, 'utf8')}`,
  );
}

/**
 * Starts the real API server entry (`api/src/server.ts`, as `npm run serve` does) in its own
 * process on a free port, with its own SQLite file and the demo seed, and waits for /healthz.
 * A child process rather than an in-process `startServer`: the server runs under tsx exactly
 * as in production, its logs go to a file instead of the test report, and a crash shows up
 * as a failed start with that log rather than taking the test runner down.
 *
 * @example
 * const api = await startApiProcess({ repoRoot, databasePath, logPath });
 * await fetch(`${api.url}/api/chat-settings`);
 * await api.close();
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<RunningApi> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logPath);
  // The workspaces' packages from source, as `npm run dev` reads them (ADR 022).
  const args = ['--import', 'tsx', '--conditions=@flo/source', join('src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: join(options.repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: options.databasePath,
      SEED: 'demo',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealthy(url, child, options.logPath);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(forceKill);
          log.end(done);
        });
        child.kill('SIGTERM');
      }),
  };
}
