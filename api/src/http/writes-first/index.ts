import type { Context, MiddlewareHandler } from 'hono';

export interface WritesFirstOptions {
  /** The writes that go first: e.g. a visitor's enquiry. */
  isWrite(c: Context): boolean;
  /** Reads that never wait: e.g. the health checks a load balancer times. */
  neverWaits?(c: Context): boolean;
  /** The longest a read waits for the writes ahead of it, in ms; 0 turns the wait off. */
  maxWaitMs: number;
  /** Called with how long each read that waited waited, in ms (for the metrics). */
  onWaited?(ms: number): void;
}

interface WaitingRead {
  /** The last write that had started when the read arrived: the read waits for it and those before. */
  after: number;
  since: number;
  go(): void;
}

/**
 * Middleware that serves the writes it is told of ahead of reads (issue 24, ADR 053). A GET or
 * HEAD that arrives while such writes are running waits until every one of them has answered,
 * or `maxWaitMs`, whichever comes first; then it runs as before. Readers that ask again as soon
 * as they are answered (pages, searches, listings) would otherwise take the event loop's turns
 * from the enquiries arriving on new connections, however cheap each read is. Writes that start
 * while a read waits do not hold it longer: it waits only for those ahead of it.
 *
 * @example
 * app.use('*', writesFirst({
 *   isWrite: (c) => c.req.method === 'POST' && c.req.path === '/api/enquiries',
 *   maxWaitMs: 50,
 * }));
 */
export function writesFirst(options: WritesFirstOptions): MiddlewareHandler {
  const { isWrite, neverWaits, maxWaitMs, onWaited } = options;
  const running = new Set<number>();
  let started = 0;
  const waiting: WaitingRead[] = [];
  let timer: NodeJS.Timeout | undefined;

  const release = (read: WaitingRead) => {
    onWaited?.(performance.now() - read.since);
    read.go();
  };
  // Reads wait in arrival order, so both what they wait for and their deadlines only grow.
  const releaseDue = () => {
    let oldestRunning = Number.POSITIVE_INFINITY;
    for (const write of running) oldestRunning = Math.min(oldestRunning, write);
    const deadline = performance.now() - maxWaitMs;
    let first = waiting[0];
    while (first && (first.after < oldestRunning || first.since <= deadline)) {
      release(waiting.shift() as WaitingRead);
      first = waiting[0];
    }
    clearTimeout(timer);
    timer = first ? setTimeout(releaseDue, first.since + maxWaitMs - performance.now()) : undefined;
    timer?.unref();
  };

  return async (c, next) => {
    if (isWrite(c)) {
      const write = ++started;
      running.add(write);
      try {
        await next();
      } finally {
        running.delete(write);
        if (waiting.length > 0) releaseDue();
      }
      return;
    }
    const method = c.req.method;
    const read = method === 'GET' || method === 'HEAD';
    if (read && running.size > 0 && maxWaitMs > 0 && !neverWaits?.(c)) {
      await new Promise<void>((go) => {
        waiting.push({ after: started, since: performance.now(), go });
        if (waiting.length === 1) releaseDue();
      });
    }
    await next();
  };
}
