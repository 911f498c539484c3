import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { recordCheck, withdrawCheck } from '../../checks/audited.ts';
import {
  checksForAdmin,
  currentChecks,
  insertCheck,
  listingExists,
  removeCheck,
  standingChecksOf,
} from '../../checks/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const TODAY = '2026-11-28';

/** A listing's checks, alike on SQLite and PostgreSQL (ADR 050). */
export const checkCases = describeEachEngine('specialist checks', ({ engine }) => {
  let specialistId: number;
  let adminId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    specialistId = (await insertSpecialist(engine(), 'checks')).specialistId;
    const { admins } = engine().tables;
    const [admin] = await engine()
      .db.insert(admins)
      .values({ email: 'ops@flo.example', name: 'Ops', passwordHash: 'x' })
      .returning({ id: admins.id });
    adminId = admin?.id ?? 0;
    const checks = {
      insurance: { kind: 'insurance', seenOn: '2026-10-01', expiresOn: '2027-10-01' },
      expired: { kind: 'insurance', seenOn: '2025-01-01', expiresOn: '2026-01-01' },
      company: { kind: 'company', seenOn: '2026-10-01', expiresOn: null },
      removed: { kind: 'trade_body', seenOn: '2026-11-01', expiresOn: null },
    } as const;
    for (const [name, check] of Object.entries(checks)) {
      ids[name] = await engine().commit(
        insertCheck,
        specialistId,
        { ...check, detail: name },
        adminId,
      );
    }
    const at = new Date('2026-11-20T10:00:00Z');
    expect(await engine().commit(removeCheck, specialistId, ids.removed ?? 0, adminId, at)).toBe(
      true,
    );
  });

  it('shows the standing checks not past their end, newest evidence first', async () => {
    const shown = await engine().run(currentChecks, specialistId, TODAY);
    // Seen on the same day: the one recorded last first.
    expect(shown.map((check) => check.detail)).toEqual(['company', 'insurance']);
    const standing = await engine().run(standingChecksOf, specialistId, TODAY);
    expect(standing.map((check) => [check.detail, check.expired])).toEqual([
      ['company', false],
      ['insurance', false],
      ['expired', true],
    ]);
  });

  it('lists every check for an admin, removed ones last, with who recorded and removed them', async () => {
    const all = await engine().run(checksForAdmin, specialistId, TODAY);
    expect(all.map((check) => check.detail)).toEqual([
      'company',
      'insurance',
      'expired',
      'removed',
    ]);
    expect(all[3]).toMatchObject({
      recordedBy: 'Ops',
      removedBy: 'Ops',
      removedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(all[0]).toMatchObject({ removedBy: null, removedAt: null });
    const at = new Date();
    expect(await engine().run(removeCheck, specialistId, ids.removed ?? 0, adminId, at)).toBe(
      false,
    );
    expect(await engine().run(listingExists, specialistId)).toBe(true);
    expect(await engine().run(listingExists, 999_999)).toBe(false);
  });

  it('records and withdraws a check each in one commit with its audit entry', async () => {
    const { specialistId: id } = await insertSpecialist(engine(), 'checks-audit');
    const admin = { id: adminId, email: 'ops@flo.example' };
    const at = new Date('2026-11-21T09:30:00.250Z');
    const check = { kind: 'company', detail: '01234567', seenOn: TODAY, expiresOn: null } as const;
    const checkId = await engine().commit(recordCheck, id, check, admin, at);
    expect(await engine().commit(withdrawCheck, id, checkId, admin, at)).toBe(true);
    expect(await engine().commit(withdrawCheck, id, checkId, admin, at)).toBe(false);
    const { auditLog } = engine().tables;
    const entries = await engine()
      .db.select({ action: auditLog.action, at: auditLog.at, after: auditLog.afterJson })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: 'check.add', at, after: JSON.stringify({ checkId, ...check }) },
      { action: 'check.remove', at, after: null },
    ]);
    expect(await engine().run(currentChecks, id, TODAY)).toEqual([]);
  });
});
