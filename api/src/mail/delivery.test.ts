import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { mailDeliveryCases } from '../testing/engine-cases/mail-delivery.ts';
import { claimNextDueMail } from './delivery.ts';

mailDeliveryCases('sqlite');

it('claims the next due mail on SQLite through the due index, not a scan of the outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flo-delivery-'));
  const db = openDatabase(join(dir, 'flo.db'));
  try {
    const prepare = vi.spyOn(db.$client, 'prepare');
    const now = new Date('2026-03-02T10:00:00Z');
    runOnSqliteNow(db, claimNextDueMail, now, new Date(now.getTime() + 60_000));
    const claim = prepare.mock.calls.map(([source]) => source).find((s) => /^update/.test(s));
    const params = (claim?.match(/\?/g) ?? []).map(() => 0);
    const plan = db.$client.prepare(`explain query plan ${claim}`).all(...params) as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/mail_outbox_due_idx/);
    expect(details).not.toMatch(/SCAN mail_outbox|TEMP B-TREE/);
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
