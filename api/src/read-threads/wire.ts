import type { AppConfig } from '../deps.ts';
import type { StripeSettings } from '../env.ts';

/** What a read thread is started with (workerData). */
export interface ReadThreadData {
  /** The server's database file, already migrated; the thread opens it read-only. */
  databasePath: string;
  busyTimeoutMs?: number;
  config: AppConfig;
  /** What the app on the event loop was given, so pages read the same (the payment mode). */
  stripe: StripeSettings | null;
  mediaDir?: string;
  /** The built site (site/dist); null when only API routes are answered. */
  siteRoot: string | null;
  publicUrl: string;
  analyticsSrc: string | null;
}

/** One GET for the thread: a page to render, or an API route of the app. */
export interface ReadRequest {
  id: number;
  kind: 'page' | 'api';
  url: string;
  headers: [string, string][];
}

export type ReadAnswer =
  | { id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { id: number; error: string };

export type ReadThreadMessage = { ready: true } | ReadAnswer;

/** Headers that describe one hop or one encoding, which the thread must not see or send. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'accept-encoding']);

/** The request's end-to-end headers, as a list a message can carry. */
export function wireHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !HOP_HEADERS.has(name));
}
