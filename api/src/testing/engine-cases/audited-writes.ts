import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type AuditActor, auditEntry, audited } from '../../audit/record.ts';
import { changes, type EngineScope, row, type Steps } from '../../db/engine/index.ts';
import { queueMails } from '../../mail/outbox.ts';
import { describeEachEngine } from '../each-engine.ts';

const AT = new Date('2026-03-02T10:00:00.250Z');
const actor: AuditActor = { kind: 'admin', id: 7, label: 'ada@flo.test', source: 'console' };
const mail = (to: string) => ({ to, subject: 'Hello', text: 'Thanks', kind: 'test' });

function* settingOf(on: EngineScope, id: number): Steps<{ operatorEmail: string | null } | null> {
  const { operatorSettings } = on.tables;
  const found = yield* row(
    on.db
      .select({ operatorEmail: operatorSettings.operatorEmail })
      .from(operatorSettings)
      .where(eq(operatorSettings.id, id)),
  );
  return found ?? null;
}

function* saveSetting(on: EngineScope, id: number, operatorEmail: string): Steps<boolean> {
  const { operatorSettings } = on.tables;
  yield* changes(
    on.db
      .insert(operatorSettings)
      .values({ id, operatorEmail, updatedAt: AT })
      .onConflictDoUpdate({ target: operatorSettings.id, set: { operatorEmail } }),
  );
  return true;
}

/** A change written with its audit entry and its mail, in one commit on either engine (ADR 050). */
function* changeSetting(on: EngineScope, id: number, email: string, fail: boolean): Steps<boolean> {
  const saved = yield* audited(
    on,
    actor,
    AT,
    {
      entityKind: 'setting',
      entityId: id,
      action: 'setting.update',
      read: (on) => settingOf(on, id),
    },
    (on) => saveSetting(on, id, email),
  );
  yield* queueMails(on, [mail(email), mail('ops@flo.test')], AT);
  if (fail) throw new Error('the write after the mail failed');
  return saved;
}

/** Audit entries and queued mail as steps of a unit of work, the same on SQLite and PostgreSQL. */
export const auditedWriteCases = describeEachEngine(
  'writes with their audit and mail',
  ({ engine }) => {
    const entriesOf = async (id: number) => {
      const { db, tables } = engine();
      return db
        .select()
        .from(tables.auditLog)
        .where(eq(tables.auditLog.entityId, String(id)))
        .orderBy(asc(tables.auditLog.id));
    };
    const mailTo = async (to: string) => {
      const { db, tables } = engine();
      return db.select().from(tables.mailOutbox).where(eq(tables.mailOutbox.to, to));
    };

    it('commits the change, its audit entry of the changed fields and its mails together', async () => {
      expect(await engine().commit(changeSetting, 2, 'warm@flo.test', false)).toBe(true);
      await engine().commit(changeSetting, 2, 'plain@flo.test', false);
      const [created, updated] = await entriesOf(2);
      expect(JSON.parse(created?.afterJson ?? '')).toEqual({ operatorEmail: 'warm@flo.test' });
      expect(created?.beforeJson).toBeNull();
      expect(updated).toMatchObject({ actorLabel: 'ada@flo.test', action: 'setting.update' });
      expect(JSON.parse(updated?.beforeJson ?? '')).toEqual({ operatorEmail: 'warm@flo.test' });
      expect(await mailTo('plain@flo.test')).toMatchObject([
        { status: 'pending', subject: 'Hello', nextAttemptAt: AT },
      ]);
      expect(await mailTo('ops@flo.test')).toHaveLength(2);
    });

    it('rolls back the change, the entry and the mails when a later step fails', async () => {
      await expect(engine().commit(changeSetting, 3, 'teal@flo.test', true)).rejects.toThrow(
        /failed/,
      );
      expect(await engine().run(settingOf, 3)).toBeNull();
      expect(await entriesOf(3)).toEqual([]);
      expect(await mailTo('teal@flo.test')).toEqual([]);
    });

    it('records nothing for an update that changed no field', async () => {
      const unchanged = { operatorEmail: 'same@flo.test' };
      const written = await engine().commit(auditEntry, actor, AT, {
        entityKind: 'setting',
        entityId: 4,
        action: 'setting.update',
        before: unchanged,
        after: unchanged,
      });
      expect(written).toBe(false);
      expect(await entriesOf(4)).toEqual([]);
    });
  },
);
