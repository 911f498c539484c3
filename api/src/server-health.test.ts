import { connect } from 'node:net';
import { IDEMPOTENCY_HEADER } from '@flo/contract';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Readiness } from './health/readiness.ts';
import { chatPayload, errorOf } from './testing/enquiries.ts';
import { useTestServer } from './testing/test-server.ts';

/*
 * Issue 24 over real sockets: /readyz fails when the disk is short of room or the database
 * will not take a write; an enquiry the database cannot take answers 503 with Retry-After and
 * is stored by the retry; a request still under way at the shutdown deadline is cut off, and
 * the server stops all the same.
 */

const server = useTestServer();

describe('the server when its database or disk cannot take writes', () => {
  it('says so on /readyz, answers 503 with Retry-After, and still stops at the shutdown deadline', async () => {
    const { url, close } = await server.start({
      SEED: 'none',
      // More than any disk has free: the disk check fails without filling a disk.
      READY_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER),
      DATABASE_BUSY_TIMEOUT_MS: '50',
      SHUTDOWN_GRACE_MS: '300',
    });
    const post = () =>
      fetch(`${url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'held-lock-0001' },
        body: JSON.stringify(chatPayload()),
      });

    // Another process holds the write lock past the busy timeout.
    const other = new Database(server.dbPath());
    other.prepare('begin exclusive').run();
    try {
      const refused = await post();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect((await errorOf(refused)).code).toBe('service_unavailable');

      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      const { checks } = (await ready.json()) as Readiness;
      expect(checks.diskSpace?.ok).toBe(false);
      expect(checks.databaseWrite).toEqual({ ok: false, detail: 'SQLITE_BUSY' });
      expect(checks.writerThread?.ok).toBe(true);
      expect(checks.databaseRead?.ok).toBe(true);
    } finally {
      other.prepare('rollback').run();
      other.close();
    }
    // Nothing was stored by the refused attempt: its retry stores it, once.
    expect((await post()).status).toBe(201);

    // A client that never finishes its request does not hold the shutdown past the deadline.
    const slow = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('GET /api/chat-settings HTTP/1.1\r\nHost: flo.test\r\n');
    let answered = '';
    slow.on('data', (chunk) => {
      answered += chunk.toString();
    });
    const cut = new Promise((resolve) => slow.once('close', resolve));
    await close();
    await cut;
    expect(answered).toBe('');
  });
});
