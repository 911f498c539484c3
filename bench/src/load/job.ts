/** What the parent asks a load-client process to do: a closed loop of requests on keep-alive. */
export interface LoadJob {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  method: 'GET' | 'POST';
  /** Requested in turn, so a broad load can mix queries. */
  paths: string[];
  connections: number;
  /** Measured time; requests started during the warm-up before it are not counted. */
  seconds: number;
  warmupSeconds: number;
  expectStatus: number;
  headers?: Record<string, string>;
  /** POST body; every request carries a distinct `Idempotency-Key`. */
  body?: string;
  /**
   * Spread the connections over distinct 127.x.y.z source addresses, at most this many
   * requests each, as many visitors would: the per-IP rate limit stays on and is measured.
   */
  requestsPerAddress?: number;
  /**
   * Each request on a new TCP connection (`Connection: close`), as visitors arriving one by one
   * do, rather than on a kept-alive one: the server then accepts a connection per request.
   */
  freshConnections?: boolean;
  /** Index of the first source address, so no address is reused within one bench run. */
  addressOffset?: number;
  /**
   * Step between the source addresses this process takes (default 1): each of k processes
   * sharing a job starts at its own offset and steps by k, so none uses another's addresses.
   */
  addressStride?: number;
}

/** What one load-client process measured of a job: `LoadResult`'s parts before merging. */
export interface LoadPart {
  /** Milliseconds, in the order measured. */
  latencies: Float64Array;
  /** From the end of the warm-up to the last answer. */
  elapsedSeconds: number;
  unexpected: number;
  unfinished: number;
  firstUnexpected?: string;
  addressesUsed: number;
}

/** Latencies in milliseconds over the measured requests that answered `expectStatus`. */
export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers with another status, or failed requests; a correct run has none. */
  unexpected: number;
  /**
   * Requests still unanswered a second after the measured time, abandoned; their latency so
   * far is counted, so percentiles are lower bounds when this is not 0.
   */
  unfinished: number;
  firstUnexpected?: string;
  addressesUsed: number;
}

/**
 * One result from the parts that k processes sharing a job measured (part i from the process
 * that started at address offset + i, stepping by k): latencies merged, rates added.
 */
export function mergeParts(parts: LoadPart[]): LoadResult {
  const sorted = new Float64Array(parts.reduce((n, part) => n + part.latencies.length, 0));
  let filled = 0;
  for (const part of parts) {
    sorted.set(part.latencies, filled);
    filled += part.latencies.length;
  }
  sorted.sort();
  const firstUnexpected = parts.find((part) => part.firstUnexpected)?.firstUnexpected;
  return {
    requests: sorted.length,
    rps: parts.reduce((sum, part) => sum + part.latencies.length / part.elapsedSeconds, 0),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    unexpected: parts.reduce((sum, part) => sum + part.unexpected, 0),
    unfinished: parts.reduce((sum, part) => sum + part.unfinished, 0),
    ...(firstUnexpected ? { firstUnexpected } : {}),
    // Part i took addresses offset + i, + i + k, + i + 2k…: the span is k × the longest run.
    addressesUsed: Math.max(0, ...parts.map((part) => part.addressesUsed)) * parts.length,
  };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/** The middle value (the lower middle for an even count, so it is a value that was measured). */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * The n-th loopback source address, skipping 127.0.0.0/16 (where 127.0.0.1 lives) and the
 * .0 and .255 host numbers.
 *
 * @example
 * sourceAddress(0) // '127.1.0.1'
 */
export function sourceAddress(n: number): string {
  const block = Math.floor(n / 254);
  return `127.${1 + Math.floor(block / 256)}.${block % 256}.${(n % 254) + 1}`;
}
