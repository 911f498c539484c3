/**
 * A read thread (api/dist/read-thread.js once built, ADR 045): the whole app on a read-only
 * connection of its own, answering the GETs the event loop hands it (page renders, searches)
 * on another core. It never writes: the connection refuses, so a GET that tried would fail
 * loudly here rather than race the writer thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createApp } from '../app.ts';
import { createBilling } from '../billing/stripe-client.ts';
import { connectDatabase } from '../db/client.ts';
import { loadSiteRenderer } from '../front-ends.ts';
import type { ReadAnswer, ReadRequest, ReadThreadData, ReadThreadMessage } from './wire.ts';

const data = workerData as ReadThreadData;
const db = connectDatabase(data.databasePath, {
  busyTimeoutMs: data.busyTimeoutMs,
  readonly: true,
});
const app = createApp({
  db,
  config: data.config,
  billing: data.stripe ? createBilling(data.stripe) : undefined,
  mediaDir: data.mediaDir,
});
const renderPage = data.siteRoot ? await loadSiteRenderer(app, data.siteRoot, data) : null;

async function answer(request: ReadRequest): Promise<ReadAnswer> {
  const raw = new Request(request.url, { headers: request.headers });
  const response =
    request.kind === 'page' && renderPage ? await renderPage(raw) : await app.fetch(raw);
  const body = await response.arrayBuffer();
  return { id: request.id, status: response.status, headers: [...response.headers], body };
}

parentPort?.on('message', (request: ReadRequest) => {
  answer(request).then(
    (answered) => {
      const transfer = 'body' in answered ? [answered.body] : [];
      parentPort?.postMessage(answered satisfies ReadThreadMessage, transfer);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies ReadThreadMessage),
  );
});
parentPort?.postMessage({ ready: true } satisfies ReadThreadMessage);
