/**
 * The load client, run as its own process (forked by `load-process.ts`) so its work never
 * shares an event loop with the server or the bench's bookkeeping. Each message is a LoadJob;
 * the answer is its LoadResult. Closed loop: every connection sends its next request as soon
 * as the last one is answered, until the time is up.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { Client } from 'undici';
import { type LoadJob, type LoadResult, percentile, sourceAddress } from './job.ts';

/** How long after the measured time requests still in flight are waited for, then abandoned. */
const GRACE_MS = 1000;

interface Tally {
  latencies: number[];
  unexpected: number;
  unfinished: number;
  firstUnexpected?: string;
  addressesUsed: number;
}

function openClient(job: LoadJob, tally: Tally): Client {
  if (job.requestsPerAddress === undefined) return new Client(job.origin);
  const localAddress = sourceAddress((job.addressOffset ?? 0) + tally.addressesUsed);
  tally.addressesUsed += 1;
  return new Client(job.origin, { localAddress });
}

async function connectionLoop(
  job: LoadJob,
  tally: Tally,
  measureFrom: bigint,
  deadline: bigint,
  start: number,
  abandon: AbortSignal,
) {
  let client = openClient(job, tally);
  let sentOnClient = 0;
  let next = start;
  try {
    while (process.hrtime.bigint() < deadline) {
      if (job.requestsPerAddress !== undefined && sentOnClient >= job.requestsPerAddress) {
        await client.close();
        client = openClient(job, tally);
        sentOnClient = 0;
      }
      const path = job.paths[next % job.paths.length] ?? '/';
      next += job.connections;
      const headers: Record<string, string> = { ...job.headers };
      if (job.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['idempotency-key'] = `bench-${randomUUID()}`;
      }
      const sentAt = process.hrtime.bigint();
      let status = 0;
      let failure: string | undefined;
      try {
        const answer = await client.request({
          path,
          method: job.method,
          headers,
          body: job.body,
          signal: abandon,
        });
        status = answer.statusCode;
        const bytes = Buffer.from(await answer.body.arrayBuffer());
        if (status !== job.expectStatus)
          failure = `${status} ${path}: ${bytes.toString('utf8', 0, 300)}`;
      } catch (error) {
        if (abandon.aborted) {
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
    await client.destroy();
  }
}

/** Runs one job to completion and summarises it. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const tally: Tally = { latencies: [], unexpected: 0, unfinished: 0, addressesUsed: 0 };
  const begun = process.hrtime.bigint();
  const measureFrom = begun + BigInt(Math.round(job.warmupSeconds * 1e9));
  const deadline = measureFrom + BigInt(Math.round(job.seconds * 1e9));
  const abandon = AbortSignal.timeout(
    Math.round((job.warmupSeconds + job.seconds) * 1000) + GRACE_MS,
  );
  // Every connection's requests listen on the one signal.
  setMaxListeners(0, abandon);
  await Promise.all(
    Array.from({ length: job.connections }, (_, i) =>
      connectionLoop(job, tally, measureFrom, deadline, i, abandon),
    ),
  );
  const elapsedSeconds = Number(process.hrtime.bigint() - measureFrom) / 1e9;
  const sorted = Float64Array.from(tally.latencies).sort();
  return {
    requests: sorted.length,
    rps: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
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
