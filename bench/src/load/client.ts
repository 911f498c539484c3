/**
 * The load client, run as its own process (forked by `load-process.ts`) so its work never
 * shares an event loop with the server or the bench's bookkeeping. Each message is a LoadJob;
 * the answer is its LoadResult. Closed loop: every connection sends its next request as soon
 * as the last one is answered, until the time is up.
 */

import { newIdempotencyKey } from '@flo/chat-machine/idempotency-key';
import { Client } from 'undici';
import { type LoadJob, type LoadPart, sourceAddress } from './job.ts';
import { send } from './send.ts';

/** How long after the measured time requests still in flight are waited for, then abandoned. */
const GRACE_MS = 1000;

interface Tally {
  latencies: number[];
  unexpected: number;
  unfinished: number;
  firstUnexpected?: string;
  addressesUsed: number;
  /** Set when the grace time is over: the open clients are destroyed, failing what is in flight. */
  abandoned: boolean;
  open: Set<Client>;
}

function openClient(job: LoadJob, tally: Tally): Client {
  const options =
    job.requestsPerAddress === undefined
      ? {}
      : {
          localAddress: sourceAddress(
            (job.addressOffset ?? 0) + tally.addressesUsed++ * (job.addressStride ?? 1),
          ),
        };
  const client = new Client(job.origin, options);
  tally.open.add(client);
  return client;
}

async function connectionLoop(
  job: LoadJob,
  tally: Tally,
  measureFrom: bigint,
  deadline: bigint,
  start: number,
) {
  const sharedHeaders: Record<string, string> =
    job.body === undefined
      ? { ...job.headers }
      : { ...job.headers, 'content-type': 'application/json' };
  let client = openClient(job, tally);
  let sentOnClient = 0;
  let next = start;
  try {
    while (process.hrtime.bigint() < deadline) {
      if (job.requestsPerAddress !== undefined && sentOnClient >= job.requestsPerAddress) {
        tally.open.delete(client);
        await client.close();
        client = openClient(job, tally);
        sentOnClient = 0;
      }
      const path = job.paths[next % job.paths.length] ?? '/';
      next += job.connections;
      const headers =
        job.body === undefined
          ? sharedHeaders
          : { ...sharedHeaders, 'idempotency-key': newIdempotencyKey() };
      const sentAt = process.hrtime.bigint();
      let failure: string | undefined;
      try {
        const request = {
          path,
          method: job.method,
          headers,
          body: job.body ?? null,
          reset: job.freshConnections === true,
        };
        const answer = await send(client, request, job.expectStatus);
        if (answer.unexpectedBody !== undefined) {
          failure = `${answer.status} ${path}: ${answer.unexpectedBody}`;
        }
      } catch (error) {
        if (tally.abandoned) {
          // Still unanswered after the grace time: its latency is at least this long.
          tally.latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
          tally.unfinished += 1;
          break;
        }
        failure = `${path}: ${error instanceof Error ? error.message : String(error)}`;
      }
      sentOnClient += 1;
      if (sentAt < measureFrom) continue;
      if (failure === undefined) {
        tally.latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
      } else {
        tally.unexpected += 1;
        tally.firstUnexpected ??= failure;
      }
    }
  } finally {
    tally.open.delete(client);
    await client.destroy();
  }
}

/** Runs one job (this process's share of it) to completion. */
export async function runLoad(job: LoadJob): Promise<LoadPart> {
  const tally: Tally = {
    latencies: [],
    unexpected: 0,
    unfinished: 0,
    addressesUsed: 0,
    abandoned: false,
    open: new Set(),
  };
  const begun = process.hrtime.bigint();
  const measureFrom = begun + BigInt(Math.round(job.warmupSeconds * 1e9));
  const deadline = measureFrom + BigInt(Math.round(job.seconds * 1e9));
  const abandon = setTimeout(
    () => {
      tally.abandoned = true;
      for (const client of tally.open) client.destroy();
    },
    Math.round((job.warmupSeconds + job.seconds) * 1000) + GRACE_MS,
  );
  await Promise.all(
    Array.from({ length: job.connections }, (_, i) =>
      connectionLoop(job, tally, measureFrom, deadline, i),
    ),
  );
  clearTimeout(abandon);
  return {
    latencies: Float64Array.from(tally.latencies),
    elapsedSeconds: Number(process.hrtime.bigint() - measureFrom) / 1e9,
    unexpected: tally.unexpected,
    unfinished: tally.unfinished,
    ...(tally.firstUnexpected ? { firstUnexpected: tally.firstUnexpected } : {}),
    addressesUsed: tally.addressesUsed,
  };
}

process.once('disconnect', () => process.exit(0));
process.on('message', (job: LoadJob) => {
  runLoad(job).then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
