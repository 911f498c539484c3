import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** A server started as its own process, with how long it took to answer. */
export interface SpawnedServer {
  url: string;
  pid: number;
  /** From spawn to the first 200 from `healthPath`. */
  startupMs: number;
  /** Resident and peak resident memory in KiB, from /proc/<pid>/status. */
  memory(): { rssKiB: number; peakRssKiB: number };
  stop(): Promise<void>;
}

export interface SpawnOptions {
  command: string[];
  cwd: string;
  env: Record<string, string>;
  healthPath: string;
  /** Give up when the server has not answered by then. */
  timeoutMs?: number;
}

const LISTENING = /listening on (http:\/\/[^\s)]+)/i;

function statusKiB(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

function waitForUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const timer = setTimeout(() => reject(new Error('server did not print its URL')), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening`));
    };
    child.once('exit', onExit);
    lines.on('line', (line) => {
      const match = LISTENING.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(match[1]);
    });
  });
}

async function firstHealthyAnswer(url: string, deadline: number) {
  while (performance.now() < deadline) {
    const healthy = await fetch(url).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no healthy answer from ${url}`);
}

/**
 * Spawns a server process, reads its URL from the `listening on http://...` line it prints,
 * then polls `healthPath` until it answers 200. Its stderr is passed through.
 *
 * @example
 * const server = await spawnServer({ command: [node, 'server.js'], cwd, env, healthPath: '/' });
 * await server.stop();
 */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const spawnedAt = performance.now();
  const [program, ...args] = options.command;
  const child = spawn(program ?? process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Whatever ends the bench, no server it started outlives it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    const url = await waitForUrl(child, timeoutMs);
    await firstHealthyAnswer(url + options.healthPath, spawnedAt + timeoutMs);
    const startupMs = performance.now() - spawnedAt;
    const pid = child.pid ?? Number.NaN;
    return {
      url,
      pid,
      startupMs,
      memory: () => ({ rssKiB: statusKiB(pid, 'VmRSS'), peakRssKiB: statusKiB(pid, 'VmHWM') }),
      async stop() {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
        process.off('exit', killOnExit);
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
