import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@flo/contract';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { enquiries, enquiryRecipients, jobPosts, mailOutbox } from '../../db/schema.ts';
import type { EnquiryWrite } from '../../deps.ts';
import { readHealthRow } from '../../health/repository.ts';
import { storageUnavailable } from '../../http/errors.ts';
import { chatPayload, errorOf, insertEnquiryFixtures } from '../../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../../testing/test-app.ts';
import { enquiryFromPayload } from '../normalise.ts';
import { type EnquiryWriterThread, startEnquiryWriterThread } from './index.ts';

let t: TestApp;
let writer: EnquiryWriterThread;
let app: ReturnType<typeof createApp>;
let batchSizes: number[];
beforeEach(() => {
  t = createTestApp();
  insertEnquiryFixtures(t.db);
  batchSizes = [];
  writer = startEnquiryWriterThread({
    databasePath: t.db.$client.name,
    config: t.deps.config,
    onBatchCommitted: (writes) => batchSizes.push(writes),
  });
  app = createApp({ ...t.deps, enquiryWriter: writer });
});
afterEach(async () => {
  await writer.close();
  t.close();
});

const post = (body: unknown, key: string) =>
  app.request('/api/enquiries', jsonBody(body, { [IDEMPOTENCY_HEADER]: key }));

const enquiryWrite = (overrides: Partial<EnquiryWrite> = {}): EnquiryWrite => ({
  ...enquiryFromPayload({ kind: 'chat', data: chatPayload() }),
  requestHash: 'hash',
  acceptedAt: Date.now(),
  ...overrides,
});

describe('the enquiry writer thread', () => {
  it('is ready once it has opened the database', async () => {
    await expect(writer.ready).resolves.toBeUndefined();
  });

  it('matches and stores a posted enquiry with its recipients and mails on its own connection', async () => {
    const res = await post(chatPayload(), 'thread-key-0001');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; matchedSpecialists: number };
    expect(answer.matchedSpecialists).toBe(3);

    const [row] = t.db.select().from(enquiries).where(eq(enquiries.publicId, answer.id)).all();
    expect(row?.status).toBe('matched');
    const recipients = t.db
      .select()
      .from(enquiryRecipients)
      .where(eq(enquiryRecipients.enquiryId, row?.id ?? -1))
      .all();
    expect(recipients).toHaveLength(3);
    const mails = t.db.select().from(mailOutbox).all();
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'enquiry_confirmation',
      'specialist_lead',
      'specialist_lead',
      'specialist_lead',
    ]);
  });

  it('replays a retried key and refuses a reused one with 409 from across the thread', async () => {
    const first = await post(chatPayload(), 'thread-key-0002');
    const retry = await post(chatPayload(), 'thread-key-0002');
    expect(retry.status).toBe(201);
    expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await retry.json()).toEqual(await first.json());

    const reused = await post(chatPayload({ customerName: 'Someone Else' }), 'thread-key-0002');
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).code).toBe('idempotency_key_reused');
    expect(t.db.select().from(enquiries).all()).toHaveLength(1);
  });

  it('stores every one of many enquiries sent at once, each under its own reference, in one batch it reports', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => writer.write(enquiryWrite({ requestHash: `h${i}` }))),
    );
    expect(new Set(answers.map((a) => a.publicId)).size).toBe(40);
    expect(t.db.select().from(enquiries).all()).toHaveLength(40);
    // Sent in one turn, they crossed in one message and were committed together.
    expect(batchSizes).toEqual([40]);
    await writer.write(enquiryWrite({ requestHash: 'after' }));
    expect(batchSizes).toEqual([40, 1]);
  });

  it("writes a posted job's own row in the enquiry's transaction", async () => {
    const jobPost = {
      title: 'Carpet for two bedrooms',
      serviceSlug: 'carpet',
      preferredContact: 'phone' as const,
    };
    const stored = await writer.write(enquiryWrite({ jobPost }));
    const [row] = t.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.publicId, stored.publicId))
      .all();
    const [job] = t.db.select().from(jobPosts).all();
    expect(job).toEqual({ ...jobPost, enquiryId: row?.id });
  });

  it('rejects a write that fails in the thread with its error, and goes on writing', async () => {
    const broken = enquiryWrite({ jobPost: { title: 'x', serviceSlug: 'no-such-service' } });
    await expect(writer.write(broken)).rejects.toThrow(/FOREIGN KEY/);
    expect(t.db.select().from(enquiries).all()).toHaveLength(0);
    await expect(writer.write(enquiryWrite())).resolves.toMatchObject({ created: true });
  });

  it('finishes the writes under way when closed, then refuses new ones', async () => {
    const writes = Array.from({ length: 10 }, (_, i) =>
      writer.write(enquiryWrite({ requestHash: `c${i}` })),
    );
    await writer.close();
    expect((await Promise.all(writes)).every((s) => s.created)).toBe(true);
    // Answered 503 with Retry-After: nothing was stored, and a retry soon may be.
    await expect(writer.write(enquiryWrite())).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '2' },
    });
  });

  it('commits the health row for /readyz on its own connection', async () => {
    await writer.checkWrite();
    expect(await t.deps.engine.run(readHealthRow)).toEqual(expect.any(Number));
  });
});

describe('a writer thread whose database another connection holds past its busy timeout', () => {
  it('fails the write and the health check with SQLITE_BUSY, which the API answers with 503', async () => {
    const locked = startEnquiryWriterThread({
      databasePath: t.db.$client.name,
      config: t.deps.config,
      busyTimeoutMs: 20,
    });
    const other = new Database(t.db.$client.name);
    other.prepare('begin exclusive').run();
    try {
      await locked.ready;
      const failure = await locked.write(enquiryWrite()).catch((error: unknown) => error);
      expect(storageUnavailable(failure)?.headers).toEqual({ 'Retry-After': '2' });
      await expect(locked.checkWrite()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      other.prepare('rollback').run();
      other.close();
      await locked.close();
    }
    expect(t.db.select().from(enquiries).all()).toHaveLength(0);
  });
});

describe('a writer thread that dies', () => {
  it('fails its ready promise, rejects the writes it held, logs why, and starts a new thread for the next write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flo-writer-'));
    // A folder where the database file should be: the thread fails to open it and exits.
    const databasePath = mkdtempSync(join(dir, 'flo.db'));
    const logger = { info: vi.fn(), error: vi.fn() };
    const dying = startEnquiryWriterThread({ databasePath, config: t.deps.config, logger });
    try {
      await expect(dying.ready).rejects.toThrow(/cannot open .*flo\.db/);
      await expect(dying.write(enquiryWrite())).rejects.toMatchObject({ status: 503 });
      expect(logger.error).toHaveBeenCalledTimes(2);

      rmSync(databasePath, { recursive: true });
      const db = openDatabase(databasePath);
      insertEnquiryFixtures(db);
      await expect(dying.write(enquiryWrite())).resolves.toMatchObject({ matched: 3 });
      expect(db.select().from(enquiries).all()).toHaveLength(1);
      db.$client.close();
    } finally {
      await dying.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // Three thread starts from source (tsx in each worker) take most of a minute on a busy machine.
  }, 60_000);
});
