import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertContactMessage } from '../../contact/repository.ts';
import { storeContactMessage } from '../../contact/store-message.ts';
import { describeEachEngine } from '../each-engine.ts';

const T0 = new Date('2026-03-02T10:00:00.250Z');

/** Contact messages and their mail to the operators, alike on SQLite and PostgreSQL (ADR 050). */
export const contactCases = describeEachEngine('contact messages', ({ engine }) => {
  it('stores a message with its mail to the operators, the address an admin set first', async () => {
    const message = { name: 'Jo', email: 'jo@example.test', subject: 'Hi', message: 'Hello' };
    const first = await engine().commit(insertContactMessage, { ...message, createdAt: T0 });
    const { db, tables } = engine();
    await db.insert(tables.operatorSettings).values({ id: 1, operatorEmail: 'desk@flo.example' });
    const config = { operatorEmail: 'ops@flo.example' };
    const id = await engine().commit(storeContactMessage, message, config, T0);
    expect(id).toBeGreaterThan(first);
    const { contactMessages, mailOutbox } = tables;
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...message, createdAt: T0 });
    const mails = await db
      .select({ to: mailOutbox.to, kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox);
    expect(mails).toEqual([
      {
        to: 'desk@flo.example',
        kind: 'contact_message',
        text: expect.stringContaining(`reference ${id}`),
      },
    ]);
  });
});
