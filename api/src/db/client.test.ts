import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './client.ts';

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

describe('openDatabase', () => {
  it('opens the file in WAL mode with synchronous=FULL and foreign keys enforced', () => {
    expect(pragma('journal_mode')).toBe('wal');
    // 2 is FULL: a committed transaction is on disk before the commit returns.
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('foreign_keys')).toBe(1);
  });

  it('waits for a busy database instead of failing at once', () => {
    expect(pragma('busy_timeout')).toBe(5000);
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
