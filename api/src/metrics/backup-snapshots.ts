import { existsSync } from 'node:fs';
import { Gauge, type Registry } from 'prom-client';
import { newestSnapshotAt } from '../backup/snapshots.ts';

/**
 * Registers `flo_backup_last_snapshot_timestamp_seconds`, read from BACKUP_DIR on each scrape:
 * when the newest verified snapshot there was taken (0 when there is none). A failed snapshot
 * is only logged (ADR 034), so this is what an alert watches: `time() - it > 2 × interval`.
 */
export function registerBackupGauge(registry: Registry, backupDir: string): void {
  new Gauge({
    name: 'flo_backup_last_snapshot_timestamp_seconds',
    help: 'When the newest verified snapshot in BACKUP_DIR was taken (Unix seconds); 0 when none.',
    registers: [registry],
    collect() {
      const newest = existsSync(backupDir) ? newestSnapshotAt(backupDir) : undefined;
      this.set((newest?.getTime() ?? 0) / 1000);
    },
  });
}
