import type { Worker } from 'node:worker_threads';
import type { Logger } from '../deps.ts';
import type { RenderPage } from '../page-cache/index.ts';
import { spawnThread } from '../threads/spawn-thread.ts';
import {
  type ReadAnswer,
  type ReadRequest,
  type ReadThreadData,
  type ReadThreadMessage,
  wireHeaders,
} from './wire.ts';

/** The thread's entry: `read-thread.js` in the bundle, `thread.ts` from source. */
const READ_THREAD = { source: new URL('./thread.ts', import.meta.url), bundled: 'read-thread.js' };

/** A thread that stops this many times before answering once is given up on (a broken build). */
const MAX_FAILED_STARTS = 3;

/**
 * A thread holding requests that has answered none of them for this long is stuck (a render
 * that never ends): it is ended, and what it held answered on the event loop. A busy thread
 * keeps answering, so a long queue alone never trips it.
 */
export const READ_THREAD_STALL_MS = 15_000;

export interface ReadThreadsOptions extends ReadThreadData {
  /** READ_THREADS: how many threads; 0 answers everything on the event loop. */
  threads: number;
  logger?: Logger;
  /** `READ_THREAD_STALL_MS` unless a test needs it shorter. */
  stallMs?: number;
}

export interface ReadThreads {
  /** Renders a page on the least busy ready thread, else with `here` on this thread. */
  render(here: RenderPage): RenderPage;
  /** Answers an API GET on the least busy ready thread, else with `here`. */
  fetch(request: Request, here: () => Promise<Response>): Promise<Response>;
  /** Starts the threads now rather than at the first request; resolves once all can answer. */
  ready(): Promise<void>;
  /** Ends the threads; requests they held are answered here. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
}

interface ReadThread {
  worker: Worker;
  ready: boolean;
  /** Settles when the thread can answer, or stopped before it could. */
  started: Promise<void>;
  waiting: Map<number, Waiting>;
  /** When it last answered, or began to be asked while idle. */
  lastProgressAt: number;
}

/**
 * Starts the read threads (ADR 045) when first needed: page renders and searches, the CPU-heavy
 * reads, go to the thread with the fewest requests under way, so the event loop stays free to
 * accept connections and take enquiries. Until a thread is ready, after it dies, or with
 * `threads: 0`, a request is answered on the event loop as before; a GET is safe to answer
 * twice, so one a dying thread held is answered here instead.
 *
 * @example
 * const reads = startReadThreads({ threads: 1, databasePath, config, siteRoot, publicUrl, analyticsSrc: null });
 * const render = reads.render(renderHere);
 */
export function startReadThreads(options: ReadThreadsOptions): ReadThreads {
  const { threads: size, logger, stallMs = READ_THREAD_STALL_MS, ...data } = options;
  const threads: ReadThread[] = [];
  let nextId = 0;
  let failedStarts = 0;
  let closed = false;

  const endStuckThreads = () => {
    for (const thread of threads) {
      if (thread.waiting.size > 0 && Date.now() - thread.lastProgressAt > stallMs) {
        logger?.error(new Error(`a read thread answered nothing for ${stallMs} ms; ending it`));
        void thread.worker.terminate();
      }
    }
  };
  const watchdog = setInterval(endStuckThreads, Math.min(1000, stallMs / 4));
  watchdog.unref();

  const start = (): ReadThread => {
    let started = () => {};
    let stopped = (_error: Error) => {};
    const thread: ReadThread = {
      worker: spawnThread(READ_THREAD, data satisfies ReadThreadData),
      ready: false,
      started: new Promise((resolve, reject) => {
        started = resolve;
        stopped = reject;
      }),
      waiting: new Map(),
      lastProgressAt: Date.now(),
    };
    thread.started.catch(() => {});
    thread.worker.on('message', (message: ReadThreadMessage) => {
      if ('ready' in message) {
        thread.ready = true;
        failedStarts = 0;
        return started();
      }
      settle(thread, message);
    });
    thread.worker.on('error', (error) => logger?.error(error));
    thread.worker.once('exit', () => {
      stopped(new Error('a read thread stopped before it could answer'));
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      if (!thread.ready) failedStarts += 1;
      const lost = new Error('the read thread stopped');
      for (const { reject } of thread.waiting.values()) reject(lost);
    });
    return thread;
  };

  const settle = (thread: ReadThread, answer: ReadAnswer) => {
    const waiting = thread.waiting.get(answer.id);
    thread.waiting.delete(answer.id);
    thread.lastProgressAt = Date.now();
    if ('error' in answer) return waiting?.reject(new Error(answer.error));
    waiting?.resolve(new Response(answer.body, { status: answer.status, headers: answer.headers }));
  };

  /** The least busy ready thread, starting the missing ones; none while they start. */
  const pick = (): ReadThread | undefined => {
    if (closed || failedStarts >= MAX_FAILED_STARTS) return undefined;
    while (threads.length < size) threads.push(start());
    let best: ReadThread | undefined;
    for (const thread of threads) {
      if (thread.ready && (!best || thread.waiting.size < best.waiting.size)) best = thread;
    }
    return best;
  };

  const ask = async (
    kind: ReadRequest['kind'],
    request: Request,
    here: () => Promise<Response>,
  ): Promise<Response> => {
    const thread = pick();
    if (!thread) return here();
    const id = nextId++;
    const asked: ReadRequest = {
      id,
      kind,
      url: request.url,
      headers: wireHeaders(request.headers),
    };
    try {
      return await new Promise<Response>((resolve, reject) => {
        if (thread.waiting.size === 0) thread.lastProgressAt = Date.now();
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage(asked);
      });
    } catch (error) {
      logger?.error(error);
      return here();
    }
  };

  return {
    render: (here) => (request) => ask('page', request, () => here(request)),
    fetch: (request, here) => ask('api', request, here),
    ready: async () => {
      pick();
      await Promise.all(threads.map((thread) => thread.started));
    },
    close: async () => {
      closed = true;
      clearInterval(watchdog);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
