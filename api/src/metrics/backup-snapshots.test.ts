import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotName } from '../backup/snapshots.ts';
import { metricValue } from '../testing/metrics.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createMetrics } from './index.ts';

const GAUGE = 'flo_backup_last_snapshot_timestamp_seconds';

let t: TestApp;
let backupDir: string;
beforeAll(async () => {
  t = createTestApp();
  backupDir = await mkdtemp(join(tmpdir(), 'flo-metrics-backups-'));
});
afterAll(async () => {
  t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('the backup snapshot gauge', () => {
  it('is 0 before the first snapshot, then the newest verified snapshot’s time', async () => {
    const metrics = createMetrics({ db: t.db, backupDir });
    expect(metricValue(await metrics.scrape(), GAUGE)).toBe(0);

    const older = new Date('2026-11-27T06:00:00.000Z');
    const newer = new Date('2026-11-27T12:00:00.000Z');
    await writeFile(join(backupDir, snapshotName(older)), '');
    await writeFile(join(backupDir, snapshotName(newer)), '');
    // Cut short by a stop: not a snapshot.
    await writeFile(
      join(backupDir, `${snapshotName(new Date('2026-11-27T18:00:00Z'))}.partial`),
      '',
    );

    expect(metricValue(await metrics.scrape(), GAUGE)).toBe(newer.getTime() / 1000);
  });

  it('is not registered without BACKUP_DIR', async () => {
    const metrics = createMetrics({ db: t.db });
    expect(await metrics.scrape()).not.toContain(GAUGE);
  });
});
