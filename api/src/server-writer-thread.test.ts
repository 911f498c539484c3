import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as WriterThread from './enquiries/writer-thread/index.ts';
import { chatPayload } from './testing/enquiries.ts';
import { useTestServer } from './testing/test-server.ts';

/** What the server did with the writer thread it started (the real one, watched). */
const watched = vi.hoisted(() => ({ writes: 0, startFailure: undefined as Error | undefined }));

vi.mock('./enquiries/writer-thread/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof WriterThread>();
  return {
    ...original,
    startEnquiryWriterThread: (options: WriterThread.WriterThreadOptions) => {
      const writer = original.startEnquiryWriterThread(options);
      const failure = watched.startFailure;
      return {
        ...writer,
        ready: failure ? writer.ready.then(() => Promise.reject(failure)) : writer.ready,
        write: (enquiry: Parameters<typeof writer.write>[0]) => {
          watched.writes += 1;
          return writer.write(enquiry);
        },
      };
    },
  };
});

const server = useTestServer();
afterEach(() => {
  watched.writes = 0;
  watched.startFailure = undefined;
});

describe('the server and its enquiry writer thread', () => {
  it('stores enquiries through the thread', async () => {
    const { url } = await server.start({ SEED: 'none' });
    const res = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chatPayload()),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(watched.writes).toBe(1);

    const db = new Database(server.dbPath(), { readonly: true });
    try {
      const stored = db.prepare('select count(*) from enquiries where public_id = ?').pluck();
      expect(stored.get(id)).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses to start, with the reason, when the thread cannot start', async () => {
    watched.startFailure = new Error('the enquiry writer cannot open flo.db');
    await expect(server.start({ SEED: 'none' })).rejects.toThrow(/cannot open flo\.db/);
  });
});
