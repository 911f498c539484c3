import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDatabaseFile, DatabaseFileError, verifyDatabaseFile } from './copy.ts';
import { databaseWithBrokenIndex } from './test-databases.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-copy-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('copyDatabaseFile', () => {
  it('copies every committed row of a database another connection keeps writing, into one verified file', async () => {
    const source = new Database(join(dir, 'live.db'));
    source.pragma('journal_mode = WAL');
    source.exec('create table rows (n integer not null)');
    const insert = source.prepare('insert into rows (n) values (?)');
    for (let n = 0; n < 500; n++) insert.run(n);
    // Commits go on during the copy, from the same process's event loop.
    let n = 500;
    const writing = setInterval(() => insert.run(n++), 0);
    try {
      const { bytes } = await copyDatabaseFile(join(dir, 'live.db'), join(dir, 'copy.db'));
      expect(bytes).toBeGreaterThan(0);
    } finally {
      clearInterval(writing);
      source.close();
    }
    const copy = new Database(join(dir, 'copy.db'), { readonly: true });
    const numbers = copy.prepare('select n from rows order by n').pluck().all() as number[];
    expect(numbers.slice(0, 500)).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i));
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
    expect(readdirSync(dir).sort()).toEqual(['copy.db', 'live.db']);
  });

  it('deletes a copy that fails integrity_check, leaving no file under either name', async () => {
    databaseWithBrokenIndex(join(dir, 'broken.db'));
    await expect(copyDatabaseFile(join(dir, 'broken.db'), join(dir, 'copy.db'))).rejects.toThrow(
      /copy\.db\.partial fails integrity_check: .*items_name/,
    );
    expect(readdirSync(dir)).toEqual(['broken.db']);
  });
});

describe('verifyDatabaseFile', () => {
  it('passes a sound database and refuses a file that is no database', () => {
    const sound = new Database(join(dir, 'sound.db'));
    sound.exec('create table t (x)');
    sound.close();
    expect(() => verifyDatabaseFile(join(dir, 'sound.db'))).not.toThrow();
    writeFileSync(join(dir, 'notes.db'), 'not a database, just some text '.repeat(200));
    expect(() => verifyDatabaseFile(join(dir, 'notes.db'))).toThrow(DatabaseFileError);
    expect(() => verifyDatabaseFile(join(dir, 'notes.db'))).toThrow(
      /notes\.db cannot be read as a SQLite database: file is not a database/,
    );
  });
});
