import { mkdirSync } from 'node:fs';
import type { Logger } from '../deps.ts';
import type { BackupSettings } from '../env.ts';
import { type PeriodicJob, startPeriodicJob } from '../periodic/start-periodic-job.ts';
import { spawnThread } from '../threads/spawn-thread.ts';
import {
  newestSnapshotAt,
  removeUnfinishedSnapshots,
  type Snapshot,
  type SnapshotOutcome,
  type SnapshotThreadData,
} from './snapshots.ts';

export interface BackupSnapshotsOptions {
  databasePath: string;
  /** From BACKUP_DIR, BACKUP_INTERVAL and BACKUP_KEEP. */
  schedule: BackupSettings;
  logger: Logger;
}

/** The snapshot thread's entry: `backup-snapshot.js` in the bundle, its source under tsx. */
const SNAPSHOT_THREAD = {
  source: new URL('./snapshot-thread.ts', import.meta.url),
  bundled: 'backup-snapshot.js',
};

function snapshotInThread(data: SnapshotThreadData): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    const thread = spawnThread(SNAPSHOT_THREAD, data);
    let outcome: SnapshotOutcome | undefined;
    thread.once('message', (message: SnapshotOutcome) => {
      outcome = message;
    });
    thread.once('error', reject);
    thread.once('exit', () => {
      if (outcome && 'snapshot' in outcome) resolve(outcome.snapshot);
      else reject(new Error(`backup snapshot failed: ${outcome?.error ?? 'its thread stopped'}`));
    });
  });
}

/**
 * Takes a verified snapshot of the database into `schedule.dir` every `intervalMs`, keeping
 * the newest `keep`, each on a worker thread of its own. The first is due one interval after
 * the newest snapshot already there (at once if there is none or it is older), so restarts
 * neither skip the schedule nor let a crash-looping server push good snapshots out. A failed
 * snapshot is deleted and logged; the next one is tried at the next interval.
 *
 * @example
 * const backups = startBackupSnapshots({ databasePath, schedule: { dir, intervalMs, keep: 28 }, logger });
 * await backups.stop();
 */
export function startBackupSnapshots({
  databasePath,
  schedule,
  logger,
}: BackupSnapshotsOptions): PeriodicJob {
  mkdirSync(schedule.dir, { recursive: true });
  removeUnfinishedSnapshots(schedule.dir);
  const newest = newestSnapshotAt(schedule.dir)?.getTime() ?? 0;
  const due = Math.min(Math.max(newest + schedule.intervalMs - Date.now(), 0), schedule.intervalMs);
  return startPeriodicJob(
    async () => {
      const { dir, keep } = schedule;
      const snapshot = await snapshotInThread({ databasePath, dir, keep, at: Date.now() });
      logger.info('backup snapshot written', {
        file: snapshot.file,
        bytes: snapshot.bytes,
        pruned: snapshot.pruned,
      });
    },
    { intervalMs: schedule.intervalMs, firstRunAfterMs: due, logger },
  );
}

const UNITS: [number, string][] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'm'],
  [1_000, 's'],
];

/** The start-up line naming where snapshots go, how often and how many are kept. */
export function describeBackupSchedule({ dir, intervalMs, keep }: BackupSettings): string {
  const [size, unit] = UNITS.find(([ms]) => intervalMs % ms === 0) ?? [1, 'ms'];
  return `Backups: a verified snapshot every ${intervalMs / size}${unit} in ${dir}, the newest ${keep} kept`;
}
