import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { enqueueMail } from './outbox.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
const mail = { to: 'ann@example.test', subject: 'Hello', text: 'Thanks', kind: 'test' };

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-outbox-'));
  db = openDatabase(join(dir, 'flo.db'));
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('enqueueMail', () => {
  it('queues a pending mail that is due at once', () => {
    enqueueMail(db, mail, NOW);
    expect(db.select().from(mailOutbox).all()).toEqual([
      expect.objectContaining({
        ...mail,
        enquiryId: null,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: NOW,
        createdAt: NOW,
      }),
    ]);
  });

  it("joins the caller's transaction and goes when it rolls back", () => {
    expect(() =>
      db.transaction((tx) => {
        enqueueMail(tx, mail, NOW);
        tx.rollback();
      }),
    ).toThrow(/Rollback/);
    db.transaction((tx) => enqueueMail(tx, { ...mail, to: 'bo@example.test' }, NOW));
    expect(db.select({ to: mailOutbox.to }).from(mailOutbox).all()).toEqual([
      { to: 'bo@example.test' },
    ]);
  });

  it('prepares its insert once per connection, for the db and its transactions alike', () => {
    enqueueMail(db, mail, NOW);
    const prepare = vi.spyOn(db.$client, 'prepare');
    enqueueMail(db, mail, NOW);
    db.transaction((tx) => enqueueMail(tx, mail, NOW));
    expect(prepare).not.toHaveBeenCalled();
    expect(db.select().from(mailOutbox).all()).toHaveLength(3);
  });
});
