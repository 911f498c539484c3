import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseFileError } from './copy.ts';
import { restoreDatabase } from './restore.ts';
import { DatabaseInUseError, lockDatabase } from './server-lock.ts';
import { databaseWithBrokenIndex, floDatabaseWithMarker, markerOf } from './test-databases.ts';

let dir = '';
let databasePath = '';
const at = new Date('2026-11-27T18:00:00.000Z');
const keptAs = () => `${databasePath}.before-restore-2026-11-27T18-00-00-000Z`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-restore-'));
  databasePath = join(dir, 'data', 'flo.db');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A data directory as a server killed mid-work leaves it: the database and its -wal. */
function dataDirectoryWithWal(marker: string): void {
  const live = floDatabaseWithMarker(join(dir, 'live.db'), 'checkpointed');
  live.pragma('wal_checkpoint(TRUNCATE)');
  live.pragma('wal_autocheckpoint = 0');
  live.prepare('update marker set value = ?').run(marker);
  floDatabaseWithMarker(databasePath, 'placeholder').close();
  copyFileSync(join(dir, 'live.db'), databasePath);
  copyFileSync(join(dir, 'live.db-wal'), `${databasePath}-wal`);
  live.close();
}

describe('restoreDatabase', () => {
  it('puts the backup in place and keeps the replaced database aside with its -wal', async () => {
    dataDirectoryWithWal('before the restore');
    const backupFile = join(dir, 'backup.db');
    floDatabaseWithMarker(backupFile, 'from the backup').close();

    const restored = await restoreDatabase({ backupFile, databasePath, at });

    expect(restored).toEqual({ bytes: expect.any(Number), keptAs: keptAs() });
    const kept = keptAs().split('/').at(-1);
    expect(readdirSync(join(dir, 'data')).sort()).toEqual(
      ['flo.db', 'flo.db.server-lock', `${kept}`, `${kept}-wal`].sort(),
    );
    expect(markerOf(databasePath)).toBe('from the backup');
    expect(markerOf(keptAs())).toBe('before the restore');
  });

  it('restores into an empty data directory', async () => {
    const backupFile = join(dir, 'backup.db');
    floDatabaseWithMarker(backupFile, 'from the backup').close();
    expect(await restoreDatabase({ backupFile, databasePath, at })).toEqual({
      bytes: expect.any(Number),
    });
    expect(markerOf(databasePath)).toBe('from the backup');
  });

  it('refuses a missing, damaged or foreign file and leaves the database as it was', async () => {
    floDatabaseWithMarker(databasePath, 'current').close();
    const broken = join(dir, 'broken.db');
    databaseWithBrokenIndex(broken);
    const foreign = join(dir, 'foreign.db');
    floDatabaseWithMarker(foreign, 'x').exec('drop table enquiries');
    const attempts = [
      [join(dir, 'missing.db'), /There is no backup file at .*missing\.db/],
      [broken, /fails integrity_check/],
      [foreign, /foreign\.db is not a Flo database \(no enquiries\)/],
      [databasePath, /is the database itself/],
    ] as const;
    for (const [backupFile, message] of attempts) {
      const attempt = restoreDatabase({ backupFile, databasePath, at });
      await expect(attempt).rejects.toThrow(DatabaseFileError);
      await expect(restoreDatabase({ backupFile, databasePath, at })).rejects.toThrow(message);
    }
    expect(readdirSync(join(dir, 'data')).sort()).toEqual(['flo.db', 'flo.db.server-lock']);
    expect(markerOf(databasePath)).toBe('current');
  });

  it('refuses while a server holds the database, and a server cannot start during a restore', async () => {
    floDatabaseWithMarker(databasePath, 'current').close();
    const backupFile = join(dir, 'backup.db');
    floDatabaseWithMarker(backupFile, 'from the backup').close();
    const server = lockDatabase(databasePath);
    try {
      await expect(restoreDatabase({ backupFile, databasePath, at })).rejects.toThrow(
        /^A Flo server is running on .*flo\.db \(it holds .*flo\.db\.server-lock\)\. Stop it first/,
      );
      await expect(restoreDatabase({ backupFile, databasePath, at })).rejects.toThrow(
        DatabaseInUseError,
      );
    } finally {
      server.release();
    }
    expect(markerOf(databasePath)).toBe('current');
    const restoring = restoreDatabase({ backupFile, databasePath, at });
    expect(() => lockDatabase(databasePath)).toThrow(DatabaseInUseError);
    await restoring;
    lockDatabase(databasePath).release();
    expect(markerOf(databasePath)).toBe('from the backup');
  });
});
