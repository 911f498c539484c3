import type { Worker } from 'node:worker_threads';
import type { AppConfig, EnquiryWrite, EnquiryWriter, Logger, StoredEnquiry } from '../../deps.ts';
import { serviceUnavailable } from '../../http/errors.ts';
import { spawnThread } from '../../threads/spawn-thread.ts';
import {
  type CheckAnswer,
  fromWire,
  type WriterAnswer,
  type WriterMessage,
  type WriterRequest,
  type WriterThreadData,
} from './wire.ts';

export interface WriterThreadOptions {
  /** The server's database file, already migrated. */
  databasePath: string;
  config: AppConfig;
  logger?: Logger;
  /** DATABASE_BUSY_TIMEOUT_MS for the thread's connection; 5 s when left out. */
  busyTimeoutMs?: number;
  /** Called with the number of enquiries in each batch the thread committed (metrics). */
  onBatchCommitted?: (writes: number) => void;
}

export interface EnquiryWriterThread extends EnquiryWriter {
  /**
   * Resolves once the thread has opened the database; rejects with why it could not (a
   * missing bundle, an unreadable file), so the server can refuse to start without it.
   */
  ready: Promise<void>;
  /** Waits for the writes under way, then closes the thread's connection and ends it. */
  close(): Promise<void>;
}

interface Pending<T = StoredEnquiry> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/*
 * Both answer 503, with Retry-After: nothing is acknowledged that the thread did not commit,
 * and a retry with the same Idempotency-Key finds the enquiry stored or stores it.
 */
const closedError = () => serviceUnavailable(2, 'Flo is restarting; please try again in a moment.');
const lostError = () =>
  serviceUnavailable(1, 'The enquiry could not be confirmed; please try again.');

/** The thread's entry (ADR 020): `enquiry-writer.js` in the bundle, `thread.ts` from source. */
const WRITER_THREAD = {
  source: new URL('./thread.ts', import.meta.url),
  bundled: 'enquiry-writer.js',
};

/**
 * Starts the enquiry writer thread (ADR 020): enquiries are matched, written and committed on
 * a connection of its own, on another core, while the event loop goes on with requests. Each
 * `write` resolves once its enquiry is on disk, as `commitDurably` does. Should the thread
 * die, the writes it held are rejected (the visitor's retry, with its Idempotency-Key, finds
 * them stored or stores them) and the next write starts a new thread.
 *
 * @example
 * const writer = startEnquiryWriterThread({ databasePath, config });
 * const app = createApp({ db, config, enquiryWriter: writer });
 * await writer.close();
 */
export function startEnquiryWriterThread(options: WriterThreadOptions): EnquiryWriterThread {
  const data: WriterThreadData = {
    databasePath: options.databasePath,
    config: options.config,
    busyTimeoutMs: options.busyTimeoutMs,
  };
  const pending = new Map<number, Pending>();
  const checks = new Map<number, Pending<void>>();
  let nextId = 0;
  let thread: Worker | undefined;
  let closed = false;
  let drained: (() => void) | undefined;
  let unsent: { id: number; enquiry: EnquiryWrite }[] = [];
  let markReady = () => {};
  let failStart = (_error: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // Callers that only write need not await it: a failed start also rejects their writes, and
  // this keeps the failure from surfacing a second time as an unhandled rejection.
  ready.catch(() => {});

  /** Posts this turn's writes as one message: each message costs both threads ~10 µs. */
  const send = () => {
    const writes = unsent;
    unsent = [];
    thread ??= start();
    thread.postMessage({ writes } satisfies WriterRequest);
  };

  const settle = (answer: WriterAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('stored' in answer) waiting.resolve(answer.stored);
    else waiting.reject(fromWire(answer.error));
    if (pending.size === 0) drained?.();
  };

  const settleCheck = (answer: CheckAnswer) => {
    const waiting = checks.get(answer.checked);
    checks.delete(answer.checked);
    if (answer.error) waiting?.reject(fromWire(answer.error));
    else waiting?.resolve();
  };

  const start = (): Worker => {
    const started = spawnThread(WRITER_THREAD, data);
    let failure: Error | undefined;
    started.on('message', (message: WriterMessage) => {
      if ('ready' in message) return markReady();
      if ('checked' in message) return settleCheck(message);
      for (const writes of message.batchSizes) options.onBatchCommitted?.(writes);
      for (const answer of message.answers) settle(answer);
    });
    started.on('error', (error) => {
      failure = error;
      options.logger?.error(error);
    });
    started.once('exit', () => {
      if (thread === started) thread = undefined;
      failStart(failure ?? new Error('the enquiry writer thread stopped before it was ready'));
      // Writes not yet sent go to the next thread; those it held are lost with it.
      const lost = lostError();
      for (const { reject } of checks.values()) reject(lost);
      checks.clear();
      const unsentIds = new Set(unsent.map(({ id }) => id));
      for (const [id, { reject }] of pending) {
        if (unsentIds.has(id)) continue;
        pending.delete(id);
        reject(lost);
      }
      if (pending.size === 0) drained?.();
    });
    return started;
  };
  // Started now rather than by the first enquiry, which would otherwise wait for it.
  thread = start();

  return {
    ready,
    write(enquiry: EnquiryWrite) {
      if (closed) return Promise.reject(closedError());
      const id = nextId++;
      const answered = new Promise<StoredEnquiry>((resolve, reject) => {
        pending.set(id, { resolve, reject });
      });
      if (unsent.length === 0) setImmediate(send);
      unsent.push({ id, enquiry });
      return answered;
    },
    checkWrite() {
      if (closed) return Promise.reject(closedError());
      const id = nextId++;
      const checked = new Promise<void>((resolve, reject) => checks.set(id, { resolve, reject }));
      thread ??= start();
      thread.postMessage({ checkWrite: id } satisfies WriterRequest);
      return checked;
    },
    async close() {
      closed = true;
      if (pending.size > 0) await new Promise<void>((resolve) => (drained = resolve));
      const running = thread;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.postMessage({ close: true } satisfies WriterRequest);
      await exited;
    },
  };
}
