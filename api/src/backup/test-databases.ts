import { closeSync, openSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/client.ts';

/**
 * A migrated Flo database (WAL, as the server leaves it) with a `marker` table holding
 * `marker`, so a test can tell one database file from another. Returns the open connection.
 */
export function floDatabaseWithMarker(path: string, marker: string): Database.Database {
  const sqlite = openDatabase(path).$client;
  sqlite.exec('create table marker (value text not null)');
  sqlite.prepare('insert into marker (value) values (?)').run(marker);
  return sqlite;
}

/** The marker of the database at `path`. */
export function markerOf(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select value from marker').pluck().get() as string;
  } finally {
    db.close();
  }
}

/**
 * A database SQLite opens and copies but whose index has lost its entries, as a bad disk
 * sector could leave it: its root page is rewritten as an empty leaf, so `integrity_check`
 * finds rows missing from the index.
 */
export function databaseWithBrokenIndex(path: string): void {
  const db = new Database(path);
  db.exec('create table items (id integer primary key, name text not null)');
  db.exec('create index items_name on items (name)');
  const insert = db.prepare('insert into items (name) values (?)');
  for (let i = 0; i < 20; i++) insert.run(`item ${i}`);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const root = db
    .prepare(`select rootpage from sqlite_master where name = 'items_name'`)
    .pluck()
    .get() as number;
  const emptyLeaf = Buffer.alloc(8);
  emptyLeaf.writeUInt8(0x0a, 0);
  emptyLeaf.writeUInt16BE(pageSize === 65536 ? 0 : pageSize, 5);
  db.close();
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, emptyLeaf, 0, emptyLeaf.length, (root - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
}
