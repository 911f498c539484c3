import { HttpError } from '../http/errors.ts';

export interface ProcessingQueue {
  /** Runs `task` when a place is free; 503 with Retry-After when too many are waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Lets `concurrency` image jobs run at once and up to `maxWaiting` wait their turn. Decoding and
 * encoding run on libuv's thread pool, not the event loop, but they take its threads and the
 * machine's cores: unlimited, a burst of uploads would slow every other request's file and
 * crypto work (scrypt logins share that pool).
 *
 * @example
 * const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 8 });
 * const processed = await queue.run(() => processImage(bytes, 'photo'));
 */
export function createProcessingQueue(options: {
  concurrency: number;
  maxWaiting: number;
}): ProcessingQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          throw new HttpError(
            503,
            'busy',
            'Many images are being processed; please try again in a moment',
            undefined,
            { 'Retry-After': '5' },
          );
        }
        await new Promise<void>((start) => waiting.push(start));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
