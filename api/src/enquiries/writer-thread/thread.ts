import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase, type Db } from '../../db/client.ts';
import { runOnSqliteNow } from '../../db/engine/index.ts';
import { commitDurably, watchCommits } from '../../db/group-commit.ts';
import { writeHealthRow } from '../../health/repository.ts';
import { storeEnquiryWork } from '../write-enquiry.ts';
import {
  toWire,
  type WriterAnswer,
  type WriterMessage,
  type WriterRequest,
  type WriterThreadData,
} from './wire.ts';

/*
 * The enquiry writer thread (ADR 020): its own connection to the server's database, on which
 * it matches and writes enquiries, sharing commits among those that arrive together as the
 * server's own writes do. Messages that queued while a commit was on disk are delivered
 * together before the next `setImmediate`, so they go into one commit.
 */
const port = parentPort;
if (!port) throw new Error('the enquiry writer runs as a worker thread');
const { databasePath, config, busyTimeoutMs } = workerData as WriterThreadData;

function connect(): Db {
  try {
    return connectDatabase(databasePath, { busyTimeoutMs });
  } catch (error) {
    // A SqliteError reaches the server's side without its message; a plain Error keeps it.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the enquiry writer cannot open ${databasePath}: ${reason}`);
  }
}

const db = connect();
/** Batches committed since answers were last posted: they ride along with the next answers. */
let batchSizes: number[] = [];
watchCommits(db, (writes) => batchSizes.push(writes));
port.postMessage({ ready: true } satisfies WriterMessage);

port.on('message', (request: WriterRequest) => {
  if ('close' in request) {
    db.$client.close();
    port.close();
    return;
  }
  if ('checkWrite' in request) {
    const checked = request.checkWrite;
    try {
      runOnSqliteNow(db, writeHealthRow, Date.now());
      port.postMessage({ checked } satisfies WriterMessage);
    } catch (error) {
      port.postMessage({ checked, error: toWire(error) } satisfies WriterMessage);
    }
    return;
  }
  const answers = request.writes.map(({ id, enquiry }) =>
    commitDurably(db, () => runOnSqliteNow(db, storeEnquiryWork, config, enquiry)).then(
      (stored): WriterAnswer => ({ id, stored }),
      (error: unknown): WriterAnswer => ({ id, error: toWire(error) }),
    ),
  );
  // One message back per message in: the writes of one request share a commit anyway.
  void Promise.all(answers).then((settled) => {
    port.postMessage({ answers: settled, batchSizes } satisfies WriterMessage);
    batchSizes = [];
  });
});
