import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema.ts';
import { chatPayload, errorOf, insertEnquiryFixtures } from '../testing/enquiries.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { storageUnavailable } from './errors.ts';

let t: TestApp;
afterEach(() => t.close());

/** The longest project details there may be: its row and mails need pages of their own. */
const postEnquiry = () =>
  t.app.request(
    '/api/enquiries',
    jsonBody(chatPayload({ projectDetails: 'Oak boards, fitted. '.repeat(250) })),
  );

describe('a write the database cannot take', () => {
  it('answers 503 service_unavailable with Retry-After when the disk is full, and stores nothing', async () => {
    t = createTestApp();
    insertEnquiryFixtures(t.db);
    // No free pages left, and the file may not grow: the next page it needs is SQLITE_FULL.
    t.db.$client.exec('vacuum');
    const pages = t.db.$client.pragma('page_count', { simple: true }) as number;
    t.db.$client.pragma(`max_page_count = ${pages}`);
    const res = await postEnquiry();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect((await errorOf(res)).code).toBe('service_unavailable');
    expect(t.db.select().from(enquiries).all()).toHaveLength(0);
  });

  it('answers 503 with a short Retry-After while another connection holds the lock past the busy timeout', async () => {
    t = createTestApp();
    insertEnquiryFixtures(t.db);
    t.db.$client.pragma('busy_timeout = 20');
    const other = new Database(t.db.$client.name);
    other.prepare('begin exclusive').run();
    try {
      const res = await postEnquiry();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect((await errorOf(res)).code).toBe('service_unavailable');
    } finally {
      other.prepare('rollback').run();
      other.close();
    }
    expect(t.db.select().from(enquiries).all()).toHaveLength(0);
    // Once the lock is gone, the visitor's retry is stored.
    expect((await postEnquiry()).status).toBe(201);
  });

  it('is told from a bug by SQLite’s code, found under drizzle’s wrapper too', () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const wrapped = new Error('Failed query: insert …', { cause: full });
    expect(storageUnavailable(wrapped)?.status).toBe(503);
    const readOnly = Object.assign(new Error('readonly'), { code: 'SQLITE_READONLY_DBMOVED' });
    expect(storageUnavailable(readOnly)?.headers).toEqual({ 'Retry-After': '30' });
    const constraint = Object.assign(new Error('UNIQUE'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(storageUnavailable(constraint)).toBeUndefined();
    expect(storageUnavailable(new TypeError('x is undefined'))).toBeUndefined();
  });
});
