import { beforeAll, expect, it } from 'vitest';
import { messagesPage, openMessage } from '../../admin/specialist-messages/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const AT = new Date('2026-03-02T10:00:00.250Z');

/** Visitors' messages to listings in the console, the same on SQLite and PostgreSQL (ADR 050). */
export const adminSpecialistMessageCases = describeEachEngine(
  'messages to specialists',
  ({ engine }) => {
    const ids: number[] = [];
    beforeAll(async () => {
      const { specialistId } = await insertSpecialist(engine(), 'messages-admin');
      const { specialistMessages } = engine().tables;
      const message = (subject: string) => ({
        specialistId,
        senderName: 'Dee',
        senderEmail: 'dee@example.com',
        subject,
        message: 'Can you quote?',
        pageUrl: '/',
        pageType: 'home',
        createdAt: AT,
      });
      const written = await engine()
        .db.insert(specialistMessages)
        .values([message('First'), message('Second'), message('Third')])
        .returning({ id: specialistMessages.id });
      ids.push(...written.map((m) => m.id));
    });

    it('pages newest first with the total as a number', async () => {
      const first = await engine().run(messagesPage, 1, 2);
      expect(first.total).toBe(3);
      expect(first.rows.map((m) => m.subject)).toEqual(['Third', 'Second']);
      expect(first.rows[0]).toMatchObject({
        specialistSlug: 'messages-admin-floors',
        readAt: null,
        createdAt: AT,
      });
      expect((await engine().run(messagesPage, 2, 2)).rows.map((m) => m.subject)).toEqual([
        'First',
      ]);
    });

    it('opens a message, marking it read, and finds no unknown one', async () => {
      const opened = await engine().run(openMessage, ids[0] ?? 0, AT);
      expect(opened).toMatchObject({ subject: 'First', readAt: AT });
      expect(await engine().run(openMessage, 999_999, AT)).toBeUndefined();
    });
  },
);
