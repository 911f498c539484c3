import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enquiryCreatedSchema, IDEMPOTENCY_HEADER } from '@flo/contract';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { chatPayload } from './testing/enquiries.ts';
import { type ServerProcess, spawnServer } from './testing/server-process.ts';

/*
 * Issue 24: SIGTERM used to reset most requests under way. The real server, in its own
 * process, takes a burst of enquiries and reads on keep-alive connections, is sent SIGTERM
 * once every request is on the wire, and must answer each one, keep every enquiry it answered
 * 201, and exit 0. A request whose headers were still arriving when the signal came is
 * answered too: /readyz, 503, closing its connection.
 */

const BURST = 64;
const dir = mkdtempSync(join(tmpdir(), 'flo-shutdown-'));
const dbPath = join(dir, 'flo.db');
let server: ServerProcess | undefined;
const keepAlive = new Agent({ keepAlive: true, maxSockets: BURST });
afterAll(() => {
  keepAlive.destroy();
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends a request; `sent` resolves once all of it is handed to the kernel. */
function send(url: string, path: string, body?: { key: string; json: unknown }) {
  const req = request(`${url}${path}`, {
    agent: keepAlive,
    method: body ? 'POST' : 'GET',
    headers: body
      ? { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: body.key }
      : undefined,
  });
  const sent = new Promise<void>((resolve) => req.once('finish', resolve));
  const answered = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
  });
  req.end(body ? JSON.stringify(body.json) : undefined);
  return { sent, answered };
}

const storedIds = () => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return new Set(db.prepare('select public_id from enquiries').pluck().all() as string[]);
  } finally {
    db.close();
  }
};

describe('a server sent SIGTERM mid-burst', () => {
  it('answers every request under way, keeps every enquiry it acknowledged and exits 0', async () => {
    server = await spawnServer({
      DATABASE_PATH: dbPath,
      SEED: 'none',
      RATE_LIMIT_MULTIPLIER: '100',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '200',
      SHUTDOWN_GRACE_MS: '30000',
      // The held request must outlast a slow machine's burst, not time out with 408 first.
      HTTP_HEADERS_TIMEOUT_MS: '120000',
      HTTP_REQUEST_TIMEOUT_MS: '120000',
    });
    const { url } = server;
    const ready = await send(url, '/readyz').answered;
    expect(ready.status, ready.body).toBe(200);

    // Headers not yet finished when the signal comes: a request under way, not an idle socket.
    const slow = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('GET /readyz HTTP/1.1\r\nHost: flo.test\r\n');
    let slowAnswer = '';
    slow.on('data', (chunk) => {
      slowAnswer += chunk.toString();
    });
    const slowClosed = new Promise((resolve) => slow.once('close', resolve));

    const requests = Array.from({ length: BURST }, (_, i) =>
      i % 2 === 0
        ? send(url, '/api/enquiries', {
            key: `shutdown-${i}`,
            json: chatPayload({ customerName: `Shutdown Test ${i}` }),
          })
        : send(url, '/api/chat-settings'),
    );
    await Promise.all(requests.map((r) => r.sent));
    server.child.kill('SIGTERM');

    const answers = await Promise.all(requests.map((r) => r.answered));
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 200)).toEqual([]);

    await server.printed(/SIGTERM received/);
    slow.write('\r\n');
    await slowClosed;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(slowAnswer).toMatch(/\r\nconnection: close\r\n/i);

    expect(await server.exited).toBe(0);
    const stored = storedIds();
    const acknowledged = answers.filter((a) => a.status === 201);
    expect(acknowledged).toHaveLength(BURST / 2);
    for (const answer of acknowledged) {
      expect(stored.has(enquiryCreatedSchema.parse(JSON.parse(answer.body)).id)).toBe(true);
    }
  }, 120_000);
});
