import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  auditPage,
  findBusinessEdit,
  laterChangeOf,
  markReviewed,
  recentChangesPage,
} from '../../audit/repository.ts';
import { revertBusinessEdit } from '../../audit/revert.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = Date.parse('2026-03-02T10:00:00.250Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const base = { order: 'desc', sort: 'at', page: 1 } as const;

/** The audit log's lists and review marks, the same on SQLite and PostgreSQL (ADR 039, 050). */
export const auditCases = describeEachEngine('audit log', ({ engine }) => {
  let specialistId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ specialistId } = await insertSpecialist(engine(), 'audit'));
    const { db, tables } = engine();
    const entry = (
      name: string,
      minutes: number,
      fields: Partial<typeof tables.auditLog.$inferInsert>,
    ) => ({
      at: at(minutes),
      actorKind: 'business' as const,
      actorId: 1,
      actorLabel: 'Fitter@example.test',
      entityKind: 'listing',
      entityId: String(specialistId),
      action: `listing.${name}`,
      beforeJson: JSON.stringify({ phone: '0161 000' }),
      afterJson: JSON.stringify({ phone: '0161 111' }),
      source: 'dashboard' as const,
      ...fields,
    });
    const written = await db
      .insert(tables.auditLog)
      .values([
        entry('first', 0, {}),
        entry('setting', 1, {
          actorKind: 'admin',
          actorLabel: 'ada@flo.test',
          entityKind: 'setting',
          entityId: 'chat',
          action: 'setting.update',
          source: 'console',
        }),
        entry('second', 2, {}),
        entry('looked-at', 3, {
          reviewedAt: at(4),
          reviewedBy: 'ada@flo.test',
          reviewOutcome: 'fine',
        }),
      ])
      .returning({ id: tables.auditLog.id, action: tables.auditLog.action });
    for (const { id, action } of written) ids[action] = id;
  });

  it('lists entries newest or oldest first with the total, naming a listing and no setting', async () => {
    const newest = await engine().run(auditPage, base);
    expect(newest.total).toBe(4);
    expect(newest.items.map((e) => [e.action, e.entityName])).toEqual([
      ['listing.looked-at', 'audit Floors'],
      ['listing.second', 'audit Floors'],
      ['setting.update', null],
      ['listing.first', 'audit Floors'],
    ]);
    expect(newest.items[3]).toMatchObject({
      at: at(0).toISOString(),
      changes: [{ field: 'phone', before: '0161 000', after: '0161 111' }],
      review: null,
    });
    expect(newest.items[0]?.review).toEqual({
      at: at(4).toISOString(),
      by: 'ada@flo.test',
      outcome: 'fine',
    });
    const oldest = await engine().run(auditPage, { ...base, order: 'asc' });
    expect(oldest.items.map((e) => e.action)[0]).toBe('listing.first');
  });

  it('narrows by actor exactly (case counts), kind and day', async () => {
    const byActor = await engine().run(auditPage, { ...base, actor: 'fitter@example.test' });
    expect(byActor.total).toBe(0);
    const byKind = await engine().run(auditPage, { ...base, entityKind: 'setting' });
    expect(byKind.items.map((e) => e.entityId)).toEqual(['chat']);
    const nextDay = await engine().run(auditPage, { ...base, from: '2026-03-03' });
    expect(nextDay).toMatchObject({ total: 0, items: [] });
    const thatDay = await engine().run(auditPage, {
      ...base,
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(thatDay.total).toBe(4);
  });

  it('queues businesses’ listing edits, marks one reviewed once, and finds a later change', async () => {
    const waiting = await engine().run(recentChangesPage, 'unreviewed', 1);
    expect(waiting.items.map((e) => e.action)).toEqual(['listing.second', 'listing.first']);
    expect(waiting.unreviewed).toBe(2);
    const first = ids['listing.first'] ?? 0;
    const edit = await engine().run(findBusinessEdit, first);
    expect(edit).toMatchObject({ action: 'listing.first', at: at(0), reviewedAt: null });
    expect(await engine().run(findBusinessEdit, ids['setting.update'] ?? 0)).toBeUndefined();
    if (!edit) return;
    expect((await engine().run(laterChangeOf, edit))?.action).toBe('listing.second');

    const review = { at: at(10), by: 'ada@flo.test', outcome: 'fine' as const };
    expect(await engine().commit(markReviewed, first, review)).toBe(true);
    expect(await engine().run(markReviewed, first, review)).toBe(false);
    const reviewed = await engine().run(recentChangesPage, 'reviewed', 1);
    expect(reviewed.items.map((e) => e.action)).toEqual(['listing.first', 'listing.looked-at']);
    expect(reviewed).toMatchObject({ total: 2, unreviewed: 1 });
    const { auditLog } = engine().tables;
    const [stored] = await engine()
      .db.select({ reviewedAt: auditLog.reviewedAt })
      .from(auditLog)
      .where(eq(auditLog.id, first));
    expect(stored?.reviewedAt).toEqual(at(10));
  });

  it('reverts a business’s edit in one commit, or nothing when the listing changed since', async () => {
    const { db, tables } = engine();
    const { auditLog, specialists } = tables;
    const { specialistId: id } = await insertSpecialist(engine(), 'revert');
    const edit = (minutes: number, phone: string) => ({
      at: at(minutes),
      actorKind: 'business' as const,
      actorLabel: 'fitter@example.test',
      entityKind: 'listing',
      entityId: String(id),
      action: 'listing.update',
      beforeJson: JSON.stringify({ phone: '0161 999' }),
      afterJson: JSON.stringify({ phone }),
      source: 'dashboard' as const,
    });
    const [older, newer] = await db
      .insert(auditLog)
      .values([edit(20, '0161 555'), edit(21, '01610000000')])
      .returning({ id: auditLog.id });
    const admin = { kind: 'admin', id: 1, label: 'ada@flo.test', source: 'console' } as const;
    const revert = (entry = 0) => engine().commit(revertBusinessEdit, entry, admin, at(30));
    await expect(revert(older?.id)).rejects.toMatchObject({ code: 'changed_since' });
    await revert(newer?.id);
    await expect(revert(newer?.id)).rejects.toMatchObject({ code: 'already_reviewed' });
    const [listing] = await db
      .select({ phone: specialists.phone })
      .from(specialists)
      .where(eq(specialists.id, id));
    expect(listing?.phone).toBe('0161 999');
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.reviewOutcome])).toEqual([
      ['listing.update', null],
      ['listing.update', 'reverted'],
      ['listing.revert', null],
    ]);
    expect(entries[2]).toMatchObject({
      at: at(30),
      actorLabel: 'ada@flo.test',
      beforeJson: JSON.stringify({ phone: '01610000000' }),
      afterJson: JSON.stringify({ phone: '0161 999' }),
    });
  });
});
