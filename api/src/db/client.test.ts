import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './client.ts';
import { commitDurably } from './group-commit.ts';
import { rateLimitWindows } from './schema.ts';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-client-'));
  db = openDatabase(join(dir, 'nested', 'flo.db'));
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const pragma = (name: string) => db.$client.pragma(name, { simple: true });

/** SQLite's temp files (`etilqs_…`, unlinked once open) among this process's open files. */
function openTempFiles(): string[] {
  return readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.includes('etilqs_'));
}

describe('openDatabase', () => {
  it('begins transactions IMMEDIATE, so another connection cannot commit between their reads and writes', () => {
    const other = new Database(db.$client.name);
    other.pragma('busy_timeout = 0');
    try {
      db.transaction((tx) => {
        tx.select().from(rateLimitWindows).all();
        // Deferred, this would commit and the write below would fail with SQLITE_BUSY_SNAPSHOT.
        expect(() => other.exec("insert into rate_limit_windows values ('k', 1, 0)")).toThrow(
          /database is locked/,
        );
        tx.insert(rateLimitWindows).values({ key: 'mine', count: 1, resetAt: 0 }).run();
      });
    } finally {
      other.close();
    }
    expect(
      db
        .select()
        .from(rateLimitWindows)
        .all()
        .map((row) => row.key),
    ).toEqual(['mine']);
  });

  it('opens the file in WAL mode with synchronous=FULL and foreign keys enforced', () => {
    expect(pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a committed transaction is on disk before the commit returns.
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('foreign_keys')).toBe(1);
  });

  it('waits for a busy database instead of failing at once', () => {
    expect(pragma('busy_timeout')).toBe(5000);
  });

  it("keeps a group commit's savepoint journals in memory, not in temp files", async () => {
    db.$client.exec('create table notes (body text)');
    const insert = db.$client.prepare('insert into notes (body) values (?)');
    for (let i = 0; i < 100; i++) insert.run('a'.repeat(2000));
    let duringSecondWrite: string[] = [];
    await Promise.all([
      commitDurably(db, () => insert.run('b')),
      commitDurably(db, () => {
        // Rewrites ~50 pages: past the 64 KiB SQLite journals in memory before spilling.
        db.$client.exec("update notes set body = replace(body, 'a', 'c')");
        duringSecondWrite = openTempFiles();
      }),
    ]);
    expect(
      db.$client.prepare("select count(*) from notes where body like 'c%'").pluck().get(),
    ).toBe(100);
    expect(duringSecondWrite).toEqual([]);
  });

  it('refuses a row that points at a missing parent', () => {
    expect(() =>
      db.$client
        .prepare(
          'insert into specialist_services (specialist_id, service_slug, label) values (?, ?, ?)',
        )
        .run(999_999, 'carpet', 'Carpet fitting'),
    ).toThrow(/FOREIGN KEY constraint failed/);
  });
});
