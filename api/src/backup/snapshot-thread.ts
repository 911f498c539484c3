/**
 * The scheduled snapshot's worker thread (api/dist/backup-snapshot.js once built): takes one
 * snapshot on a connection of its own, posts the outcome and ends, so the copy and its
 * integrity check never hold the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type SnapshotOutcome, type SnapshotThreadData, takeSnapshot } from './snapshots.ts';

const data = workerData as SnapshotThreadData;
takeSnapshot({ ...data, at: new Date(data.at) }).then(
  (snapshot) => parentPort?.postMessage({ snapshot } satisfies SnapshotOutcome),
  (error: unknown) =>
    parentPort?.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies SnapshotOutcome),
);
