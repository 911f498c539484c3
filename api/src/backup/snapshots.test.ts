import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackupSnapshots } from './schedule.ts';
import { listSnapshots, newestSnapshotAt, snapshotName, takeSnapshot } from './snapshots.ts';
import { databaseWithBrokenIndex, floDatabaseWithMarker, markerOf } from './test-databases.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-snapshots-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const at = (minute: number) => new Date(Date.UTC(2020, 10, 27, 6, minute, 0, 5));

describe('takeSnapshot', () => {
  it('names snapshots by their time and keeps the newest `keep`', async () => {
    const databasePath = join(dir, 'flo.db');
    floDatabaseWithMarker(databasePath, 'live').close();
    const snapshots = join(dir, 'snapshots');
    for (const minute of [0, 1, 2]) {
      await takeSnapshot({ databasePath, dir: snapshots, keep: 2, at: at(minute) });
    }
    expect(snapshotName(at(1))).toBe('flo-2020-11-27T06-01-00-005Z.db');
    expect(listSnapshots(snapshots)).toEqual([snapshotName(at(1)), snapshotName(at(2))]);
    expect(readdirSync(snapshots)).toHaveLength(2);
    expect(markerOf(join(snapshots, snapshotName(at(2))))).toBe('live');
    expect(newestSnapshotAt(snapshots)).toEqual(at(2));
  });
});

describe('startBackupSnapshots', () => {
  it('takes the first snapshot at once on a worker thread, clearing what an interrupted one left', async () => {
    const databasePath = join(dir, 'flo.db');
    floDatabaseWithMarker(databasePath, 'live').close();
    const snapshots = join(dir, 'snapshots');
    const info = vi.fn();
    const error = vi.fn();
    await takeSnapshot({ databasePath, dir: snapshots, keep: 5, at: at(0) });
    writeFileSync(join(snapshots, `${snapshotName(at(1))}.partial`), 'cut short');
    const job = startBackupSnapshots({
      databasePath,
      schedule: { dir: snapshots, intervalMs: 60 * 60 * 1000, keep: 1 },
      logger: { info, error },
    });
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 15_000 });
    await job.stop();
    expect(error).not.toHaveBeenCalled();
    const [name] = listSnapshots(snapshots);
    expect(info).toHaveBeenCalledWith('backup snapshot written', {
      file: join(snapshots, name ?? ''),
      bytes: expect.any(Number),
      pruned: [snapshotName(at(0))],
    });
    expect(readdirSync(snapshots)).toEqual([name]);
    expect(markerOf(join(snapshots, name ?? ''))).toBe('live');
  });

  it('logs a snapshot that fails integrity_check, deletes it and keeps the good ones', async () => {
    const databasePath = join(dir, 'flo.db');
    databaseWithBrokenIndex(databasePath);
    const snapshots = join(dir, 'snapshots');
    const good = join(dir, 'good.db');
    floDatabaseWithMarker(good, 'good').close();
    await takeSnapshot({ databasePath: good, dir: snapshots, keep: 1, at: at(0) });
    const info = vi.fn();
    const error = vi.fn();
    const job = startBackupSnapshots({
      databasePath,
      schedule: { dir: snapshots, intervalMs: 1000, keep: 1 },
      logger: { info, error },
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 15_000 });
    await job.stop();
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /backup snapshot failed: .*\.partial fails integrity_check/,
    );
    expect(info).not.toHaveBeenCalled();
    expect(readdirSync(snapshots)).toEqual([snapshotName(at(0))]);
  });
});
