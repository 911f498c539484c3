import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyDatabaseFile } from './copy.ts';

/** `flo-2026-11-27T17-40-00-123Z.db`: the time it was taken, in UTC; names sort by age. */
const SNAPSHOT_NAME = /^flo-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.db$/;

/** The file name of a snapshot taken at `at`. */
export function snapshotName(at: Date): string {
  return `flo-${at.toISOString().replace(/[:.]/g, '-')}.db`;
}

function takenAt(name: string): Date | undefined {
  const parts = SNAPSHOT_NAME.exec(name);
  return parts
    ? new Date(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}.${parts[5]}Z`)
    : undefined;
}

/** The verified snapshots in `dir`, oldest first (names only). */
export function listSnapshots(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => SNAPSHOT_NAME.test(name))
    .sort();
}

/** When the newest snapshot in `dir` was taken, if there is one. */
export function newestSnapshotAt(dir: string): Date | undefined {
  const newest = listSnapshots(dir).at(-1);
  return newest ? takenAt(newest) : undefined;
}

/**
 * Deletes what a snapshot cut short (the server stopped or died mid-copy) left in `dir`: its
 * `.partial` file and SQLite's journal beside it. Other files are left alone.
 */
export function removeUnfinishedSnapshots(dir: string): void {
  for (const name of readdirSync(dir)) {
    const target = /^(.*)\.partial(-journal)?$/.exec(name)?.[1];
    if (target && SNAPSHOT_NAME.test(target)) rmSync(join(dir, name), { force: true });
  }
}

export interface SnapshotRequest {
  databasePath: string;
  dir: string;
  /** How many snapshots to keep; older ones are deleted once this one is verified. */
  keep: number;
  at: Date;
}

export interface Snapshot {
  /** The verified snapshot's path. */
  file: string;
  bytes: number;
  /** Snapshots deleted to keep `keep`. */
  pruned: string[];
}

/**
 * Takes a snapshot of the database into `dir` (`copyDatabaseFile`: online backup, integrity
 * check, rename once verified) and then deletes the oldest snapshots beyond `keep`. A copy
 * that fails throws and prunes nothing, so a bad copy never pushes a good one out.
 *
 * @example
 * const { file } = await takeSnapshot({ databasePath, dir: '/backups/flo', keep: 28, at: new Date() });
 */
export async function takeSnapshot(request: SnapshotRequest): Promise<Snapshot> {
  mkdirSync(request.dir, { recursive: true });
  const file = join(request.dir, snapshotName(request.at));
  const { bytes } = await copyDatabaseFile(request.databasePath, file);
  const pruned = listSnapshots(request.dir).slice(0, -request.keep);
  for (const name of pruned) rmSync(join(request.dir, name), { force: true });
  return { file, bytes, pruned };
}

/** What the snapshot thread is given: a request whose time crosses threads as epoch ms. */
export type SnapshotThreadData = Omit<SnapshotRequest, 'at'> & { at: number };

/** What the snapshot thread answers. */
export type SnapshotOutcome = { snapshot: Snapshot } | { error: string };
