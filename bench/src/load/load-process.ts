import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './job.ts';

const clientEntry = fileURLToPath(new URL('./client.ts', import.meta.url));

/** IPC carries JSON, where NaN (no answer to measure) arrives as null. */
function revive(result: LoadResult): LoadResult {
  const number = (value: number | null) => value ?? Number.NaN;
  return {
    ...result,
    p50: number(result.p50),
    p95: number(result.p95),
    p99: number(result.p99),
    max: number(result.max),
  };
}

/** A load-client process that runs one job at a time. */
export interface LoadProcess {
  run(job: LoadJob): Promise<LoadResult>;
  stop(): void;
}

/**
 * Forks `client.ts` (through the tsx loader) as a separate process; it exits when stopped or
 * when the bench process goes away.
 *
 * @example
 * const client = startLoadProcess();
 * const result = await client.run({ origin, method: 'GET', paths: ['/healthz'], ... });
 * client.stop();
 */
export function startLoadProcess(): LoadProcess {
  const child: ChildProcess = fork(clientEntry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run(job) {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`load client exited (${code}) during a job`));
        child.once('exit', onExit);
        child.once('message', (answer: LoadResult | { error: string }) => {
          child.off('exit', onExit);
          if ('error' in answer) reject(new Error(`load client: ${answer.error}`));
          else resolve(revive(answer));
        });
        child.send(job);
      });
    },
    stop() {
      if (child.connected) child.disconnect();
      child.kill();
    },
  };
}
