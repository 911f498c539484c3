import type { LoadResult } from './load/job.ts';

/** The medians of one scenario at one concurrency. */
export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  unexpected: number;
  unfinished: number;
}

export interface Goal {
  text: string;
  met: boolean;
}

/** No goal is met by a run with failed or abandoned requests, whatever its figures say. */
const clean = (f: Figures) => f.unexpected === 0 && f.unfinished === 0 && f.rps > 0;

/** Issue 11's and issue 24's goals at 50,000 specialists, judged on the median figures. */
export const goals = {
  fastAtOne: (f: Figures): Goal => ({ text: 'p95 < 5 ms', met: clean(f) && f.p95 < 5 }),
  cityListingUnderLoad: (f: Figures, bareHonoRps: number): Goal[] => [
    { text: '≥ 50 % of bare Hono req/s', met: clean(f) && f.rps >= 0.5 * bareHonoRps },
    { text: 'p99 < 10 ms', met: clean(f) && f.p99 < 10 },
  ],
  /** `durable`: the engine's own durability goal (`sqliteDurable`, or PostgreSQL's). */
  enquiryThroughput: (f: Figures, rawInsertRps: number, durable: Goal): Goal[] => [
    { text: '≥ 50 % of raw insert rate', met: clean(f) && f.rps >= 0.5 * rawInsertRps },
    durable,
  ],
  sqliteDurable: (synchronousFull: boolean): Goal => ({
    text: 'synchronous=FULL kept',
    met: synchronousFull,
  }),
  pageUnderLoad: (f: Figures, bareHonoRps: number): Goal[] => [
    { text: '≥ 25 % of bare Hono req/s', met: clean(f) && f.rps >= 0.25 * bareHonoRps },
    { text: 'p99 < 100 ms', met: clean(f) && f.p99 < 100 },
  ],
  enquiriesBesideReaders: (f: Figures, aloneRps: number): Goal[] => [
    { text: '≥ 50 % of the rate alone', met: clean(f) && f.rps >= 0.5 * aloneRps },
    { text: 'p99 < 500 ms', met: clean(f) && f.p99 < 500 },
  ],
  noStall: (f: Figures): Goal => ({ text: 'healthz p99 < 50 ms', met: clean(f) && f.p99 < 50 }),
};

export function toFigures(result: LoadResult): Figures {
  const { p50, p95, p99, max, rps, unexpected, unfinished } = result;
  return { p50, p95, p99, max, rps, unexpected, unfinished };
}
