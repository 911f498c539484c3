import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type LoadJob, type LoadPart, type LoadResult, mergeParts } from './job.ts';

const clientEntry = fileURLToPath(new URL('./client.ts', import.meta.url));

/** Load-client processes that run one job at a time, sharing its connections. */
export interface LoadProcess {
  /** The client processes' ids. */
  pids: number[];
  run(job: LoadJob): Promise<LoadResult>;
  stop(): void;
}

function forkClient(nice: number): ChildProcess {
  const child = fork(clientEntry, [], {
    // The client imports @flo/chat-machine, read from source (ADR 022).
    execArgv: ['--import', 'tsx', '--conditions=@flo/source'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Structured clone: latencies travel as a Float64Array, NaN stays NaN.
    serialization: 'advanced',
  });
  if (nice !== 0 && child.pid !== undefined) setPriority(child.pid, nice);
  return child;
}

function runOn(child: ChildProcess, job: LoadJob): Promise<LoadPart> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`load client exited (${code}) during a job`));
    child.once('exit', onExit);
    child.once('message', (answer: LoadPart | { error: string }) => {
      child.off('exit', onExit);
      if ('error' in answer) reject(new Error(`load client: ${answer.error}`));
      else resolve(answer);
    });
    child.send(job);
  });
}

/**
 * Forks `processes` copies of `client.ts` (through the tsx loader); each job's connections are
 * dealt out among them and their measurements merged. One process per ~10 connections keeps
 * the client's own garbage collection out of the figures: each answer's bytes arrive in a new
 * buffer, and at ~15,000 answers a second one process paused every ~0.1 s for a full
 * collection of 4 to 9 ms, holding every connection's answer back (ADR 013). The processes
 * exit when stopped or when the bench process goes away. `nice` lowers their scheduling
 * priority (0 to 19), so on a small machine the server under test is not preempted by the
 * load it is being measured under; they still have every core the server leaves idle.
 *
 * @example
 * const client = startLoadProcess(5, { nice: 10 });
 * const result = await client.run({ origin, method: 'GET', paths: ['/healthz'], ... });
 * client.stop();
 */
export function startLoadProcess(processes = 1, { nice = 0 } = {}): LoadProcess {
  const children = Array.from({ length: processes }, () => forkClient(nice));
  return {
    pids: children.map((child) => child.pid ?? Number.NaN),
    async run(job) {
      const shares = children
        .map((child, i) => ({
          child,
          connections:
            Math.floor(job.connections / processes) + (i < job.connections % processes ? 1 : 0),
        }))
        .filter(({ connections }) => connections > 0);
      const parts = await Promise.all(
        shares.map(({ child, connections }, i) =>
          runOn(child, {
            ...job,
            connections,
            addressOffset: (job.addressOffset ?? 0) + i,
            addressStride: shares.length,
          }),
        ),
      );
      return mergeParts(parts);
    },
    stop() {
      for (const child of children) {
        if (child.connected) child.disconnect();
        child.kill();
      }
    },
  };
}
