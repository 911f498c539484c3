import type { AppConfig, EnquiryWrite, StoredEnquiry } from '../../deps.ts';
import { HttpError, sqliteCode } from '../../http/errors.ts';

/** What the writer thread is started with (`workerData`). */
export interface WriterThreadData {
  databasePath: string;
  config: AppConfig;
  /** How long the thread's connection waits for another's write lock before SQLITE_BUSY. */
  busyTimeoutMs?: number;
}

/** From the server to the writer thread: the writes asked for in one turn of its event loop. */
export type WriterRequest =
  | { writes: { id: number; enquiry: EnquiryWrite }[] }
  | { checkWrite: number }
  | { close: true };

/** A failure as it crosses threads: structured clone would drop an `HttpError`'s class. */
export type WireError =
  | { http: true; status: HttpError['status']; code: string; message: string }
  | { http: false; message: string; stack?: string; sqliteCode?: string };

/** The outcome of one write, once it is committed or has failed. */
export type WriterAnswer = { id: number; stored: StoredEnquiry } | { id: number; error: WireError };

/**
 * From the writer thread to the server: ready once its connection is open, then answers, with
 * the number of writes in each batch committed since the last answers were posted.
 */
export type WriterMessage =
  | { ready: true }
  | { answers: WriterAnswer[]; batchSizes: number[] }
  | CheckAnswer;

/** A health check's outcome (/readyz): the health row was committed, or why it was not. */
export type CheckAnswer = { checked: number; error?: WireError };

export function toWire(error: unknown): WireError {
  if (error instanceof HttpError) {
    return { http: true, status: error.status, code: error.code, message: error.message };
  }
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  // Kept so that the server answers a full disk or a held lock with 503, not 500.
  const code = sqliteCode(error);
  return {
    http: false,
    message,
    ...(stack ? { stack } : {}),
    ...(code ? { sqliteCode: code } : {}),
  };
}

/**
 * The error again on the server's side: an `HttpError` answers its status, one carrying
 * SQLite's code keeps it (`storageUnavailable` makes a full disk or a held lock a 503), the
 * rest a 500.
 */
export function fromWire(wire: WireError): Error {
  if (wire.http) return new HttpError(wire.status, wire.code, wire.message);
  const error = new Error(`enquiry writer thread: ${wire.message}`);
  if (wire.stack) error.stack = wire.stack;
  if (wire.sqliteCode) Object.assign(error, { code: wire.sqliteCode });
  return error;
}
