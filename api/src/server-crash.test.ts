import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  enquiryCreatedSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@flo/contract';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RATE_LIMIT } from './enquiries/routes.ts';
import { chatPayload } from './testing/enquiries.ts';
import { type ServerProcess, spawnServer } from './testing/server-process.ts';

/**
 * The promise behind "no accepted enquiry is ever lost": a 201 is only sent once the enquiry
 * is committed. The real server (a child process running `src/server.ts` under tsx, as
 * `npm run serve` does) takes a burst of enquiries and is killed with SIGKILL part-way; after
 * a restart on the same SQLite file every acknowledged enquiry is there, and retrying every
 * request with its Idempotency-Key leaves exactly one enquiry per key.
 */

const BURST = 240;
const CONCURRENCY = 16;
/** The server is killed once this many enquiries have been acknowledged. */
const KILL_AFTER = 80;
/** Requests per forwarded client address: a burst and its retries stay within the rate limit. */
const PER_CLIENT = Math.floor(ENQUIRY_RATE_LIMIT.max / 2);

const dir = mkdtempSync(join(tmpdir(), 'flo-crash-'));
const dbPath = join(dir, 'flo.db');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on a port the OS picks; one proxy hop spreads the burst over addresses. */
async function startServer(): Promise<ServerProcess> {
  const server = await spawnServer({ DATABASE_PATH: dbPath, SEED: 'demo', TRUST_PROXY: '1' });
  children.push(server.child);
  return server;
}

const keyOf = (i: number) => `crash-burst-${String(i).padStart(4, '0')}`;

function postEnquiry(url: string, i: number): Promise<Response> {
  return fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: keyOf(i),
      'x-forwarded-for': `198.51.100.${Math.floor(i / PER_CLIENT) + 1}`,
    },
    body: JSON.stringify(chatPayload({ customerName: `Crash Test ${i}` })),
  });
}

/** Enquiry ids acknowledged with 201 by request number; the server is killed mid-burst. */
async function burstUntilKilled(server: ServerProcess): Promise<Map<number, string>> {
  const acknowledged = new Map<number, string>();
  const refused: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      const i = next++;
      const res = await postEnquiry(server.url, i).catch(() => null);
      if (!res) continue;
      if (res.status !== 201) refused.push(res.status);
      else acknowledged.set(i, enquiryCreatedSchema.parse(await res.json()).id);
      if (acknowledged.size === KILL_AFTER) server.child.kill('SIGKILL');
    }
  };
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await exited;
  expect(refused, 'the burst itself was refused').toEqual([]);
  return acknowledged;
}

function storedEnquiries(): { id: string; key: string }[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare(
        `select public_id as id, idempotency_key as key from enquiries where idempotency_key like 'crash-burst-%'`,
      )
      .all() as { id: string; key: string }[];
  } finally {
    db.close();
  }
}

describe('a server killed mid-burst', () => {
  it('keeps every enquiry it acknowledged, and retries add none twice', async () => {
    const first = await startServer();
    const acknowledged = await burstUntilKilled(first);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size, 'the kill cut the burst short').toBeLessThan(BURST);

    const second = await startServer();
    const stored = new Map(storedEnquiries().map((row) => [row.key, row.id]));
    for (const [i, id] of acknowledged) expect(stored.get(keyOf(i)), keyOf(i)).toBe(id);

    for (let i = 0; i < BURST; i++) {
      const res = await postEnquiry(second.url, i);
      expect(res.status, keyOf(i)).toBe(201);
      const { id } = enquiryCreatedSchema.parse(await res.json());
      if (acknowledged.has(i)) {
        expect(id).toBe(acknowledged.get(i));
        expect(res.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      }
    }
    const after = storedEnquiries();
    expect(after).toHaveLength(BURST);
    expect(new Set(after.map((row) => row.key)).size).toBe(BURST);
    const stopped = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await stopped;
  }, 90_000);
});
