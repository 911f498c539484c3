import type { BenchConfig } from './config.ts';
import type { LoadJob, LoadResult } from './load/job.ts';
import type { LoadProcess } from './load/load-process.ts';
import { CITY, enquiryBody, scenarios } from './scenarios.ts';

/** Issue 24's readers: keep-alive clients reading pages and API routes, as browsers do. */
const browser = { 'accept-encoding': 'br, gzip, deflate' };

/**
 * What each reader asks for in turn: the home page, a city page, a specialist's profile, a
 * search and a city listing.
 *
 * @example
 * readerPaths('oak-floors-london') // ['/', '/specialists/london', '/specialist/oak-floors-london', ...]
 */
export function readerPaths(specialistSlug: string): string[] {
  return [
    '/',
    `/specialists/${CITY}`,
    `/specialist/${specialistSlug}`,
    '/api/search?q=carpet',
    `/api/specialists/city/${CITY}`,
  ];
}

/** The first specialist of a city listing's JSON, whose profile the readers ask for. */
export function firstSpecialistSlug(listingJson: string): string {
  const slug = /"slug":"([^"]+)"/.exec(listingJson)?.[1];
  if (!slug) throw new Error('the city listing names no specialist');
  return slug;
}

export interface BesideReadersContext {
  config: BenchConfig;
  productUrl: string;
  specialistSlug: string;
  /** Per-IP enquiry budget of the product (its rate limit), spread over source addresses. */
  enquiriesPerAddress: number;
  /** The enquiry posters; the readers run on processes of their own at the same time. */
  load: LoadProcess;
  readers: LoadProcess;
  /** The next unused source address; answers the next one after the jobs. */
  addressOffset: number;
}

export interface BesideReadersResult {
  alone: LoadResult;
  beside: LoadResult;
  readers: LoadResult;
  addressesUsed: number;
}

const enquiry = scenarios.find((scenario) => scenario.id === 'enquiry');

function enquiryJob(ctx: BesideReadersContext, addressOffset: number): LoadJob {
  return {
    origin: ctx.productUrl,
    method: 'POST',
    paths: ['/api/enquiries'],
    connections: ctx.config.freshConnections,
    seconds: ctx.config.seconds,
    warmupSeconds: ctx.config.warmupSeconds,
    expectStatus: 201,
    headers: enquiry?.headers ?? {},
    body: enquiryBody,
    requestsPerAddress: ctx.enquiriesPerAddress,
    addressOffset,
    freshConnections: true,
  };
}

/**
 * Enquiries POSTed each on a new connection, first alone, then while `config.readers`
 * keep-alive clients read pages and API routes (issue 24): a server whose reads hold its event
 * loop accepts the enquiries' connections late and few.
 */
export async function runBesideReaders(ctx: BesideReadersContext): Promise<BesideReadersResult> {
  const alone = await ctx.load.run(enquiryJob(ctx, ctx.addressOffset));
  const [beside, readers] = await Promise.all([
    ctx.load.run(enquiryJob(ctx, ctx.addressOffset + alone.addressesUsed)),
    ctx.readers.run({
      origin: ctx.productUrl,
      method: 'GET',
      paths: readerPaths(ctx.specialistSlug),
      connections: ctx.config.readers,
      seconds: ctx.config.seconds,
      warmupSeconds: ctx.config.warmupSeconds,
      expectStatus: 200,
      headers: browser,
    }),
  ]);
  return { alone, beside, readers, addressesUsed: alone.addressesUsed + beside.addressesUsed };
}

/** Stops the bench with a readable error unless every reader path answers 200. */
export async function preflightReaders(origin: string, specialistSlug: string): Promise<void> {
  for (const path of readerPaths(specialistSlug)) {
    const answer = await fetch(origin + path, { headers: browser });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  }
}
