import { eq, sql } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { compileWrite } from './compiled-write.ts';
import { mailOutbox } from './schema.ts';

const insertMail = (api: TestApp) =>
  compileWrite(
    api.db,
    api.db.insert(mailOutbox).values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: 'Hello',
      kind: 'test',
      nextAttemptAt: sql.placeholder('at'),
    }),
  );

describe('compileWrite', () => {
  apiTest(
    'fills placeholders by name, encodes them as their columns do, and keeps constants',
    ({ api }) => {
      const at = new Date('2026-11-25T12:00:00Z');
      const { lastInsertRowid } = insertMail(api).run({ to: 'a@oak.test', subject: 'Hi', at });
      const [row] = api.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, Number(lastInsertRowid)))
        .all();
      expect(row).toMatchObject({ to: 'a@oak.test', subject: 'Hi', text: 'Hello', kind: 'test' });
      // timestamp_ms: the Date went in as milliseconds and reads back as the same moment.
      expect(row?.nextAttemptAt).toEqual(at);
      const raw = api.db.$client.prepare('select next_attempt_at from mail_outbox').pluck().get();
      expect(raw).toBe(at.getTime());
    },
  );

  apiTest('prepares once and runs inside a transaction on the same connection', ({ api }) => {
    const insert = insertMail(api);
    const prepare = vi.spyOn(api.db.$client, 'prepare');
    expect(() =>
      api.db.transaction(() => {
        insert.run({ to: 'a@oak.test', subject: 'One', at: new Date() });
        insert.run({ to: 'b@oak.test', subject: 'Two', at: new Date() });
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    insert.run({ to: 'c@oak.test', subject: 'Three', at: new Date() });
    expect(prepare).not.toHaveBeenCalled();
    expect(api.db.select({ to: mailOutbox.to }).from(mailOutbox).all()).toEqual([
      { to: 'c@oak.test' },
    ]);
  });
});
