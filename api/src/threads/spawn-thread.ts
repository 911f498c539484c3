import { Worker } from 'node:worker_threads';

export interface ThreadEntry {
  /** The thread's source module, e.g. `new URL('./thread.ts', import.meta.url)`. */
  source: URL;
  /** Its file in the server bundle, beside `server.js` (api/build/server-build.ts). */
  bundled: string;
}

/**
 * Starts a worker thread on one of the server's thread entries. In the bundle (api/dist) the
 * entry is a file beside `server.js`; under tsx and Vitest it is the TypeScript source, run
 * through tsx's loader, which `--import` cannot bring into a worker, reading the workspaces'
 * packages (@flo/contract) from source through their `@flo/source` export condition (ADR 022).
 *
 * @example
 * const thread = spawnThread(
 *   { source: new URL('./thread.ts', import.meta.url), bundled: 'enquiry-writer.js' },
 *   { databasePath },
 * );
 */
export function spawnThread(entry: ThreadEntry, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`./${entry.bundled}`, import.meta.url), { workerData });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.source.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(boot, { eval: true, workerData, execArgv: ['--conditions=@flo/source'] });
}
