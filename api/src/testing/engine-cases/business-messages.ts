import { beforeAll, expect, it } from 'vitest';
import {
  openOwnMessage,
  ownMessagesPage,
  unreadMessageCount,
} from '../../business-messages/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const T0 = Date.parse('2026-03-02T10:00:00Z');

/** A business's own messages, alike on SQLite and PostgreSQL (ADR 050). */
export const businessMessageCases = describeEachEngine('business messages', ({ engine }) => {
  let own: number;
  let other: number;
  const ids: number[] = [];

  beforeAll(async () => {
    own = (await insertSpecialist(engine(), 'own')).specialistId;
    other = (await insertSpecialist(engine(), 'other')).specialistId;
    const { specialistMessages } = engine().tables;
    for (const [specialistId, subject] of [
      [own, 'Hallway'],
      [other, 'Not yours'],
      [own, 'Stairs'],
      [own, 'Landing'],
    ] as const) {
      const [stored] = await engine()
        .db.insert(specialistMessages)
        .values({
          specialistId,
          senderName: 'Priya Shah',
          senderEmail: 'priya@example.test',
          subject,
          message: 'Could you quote for oak?',
          pageUrl: 'https://flo.example/specialist/own',
          pageType: 'specialist_profile',
          createdAt: new Date(T0 + ids.length * 1000),
        })
        .returning({ id: specialistMessages.id });
      ids.push(stored?.id ?? 0);
    }
  });

  it('pages its own messages newest first and says whether more follow', async () => {
    const first = await engine().run(ownMessagesPage, own, 1, 2);
    expect(first.rows.map((m) => m.subject)).toEqual(['Landing', 'Stairs']);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]?.createdAt).toEqual(new Date(T0 + 3000));
    const second = await engine().run(ownMessagesPage, own, 2, 2);
    expect(second.rows.map((m) => m.subject)).toEqual(['Hallway']);
    expect(second.hasMore).toBe(false);
  });

  it('opens only its own message, keeps the first time, and counts the rest unread', async () => {
    expect(await engine().run(unreadMessageCount, own)).toBe(3);
    expect(await engine().run(openOwnMessage, own, ids[1] ?? 0, new Date(T0))).toBeUndefined();
    expect(await engine().run(unreadMessageCount, other)).toBe(1);
    const opened = await engine().run(openOwnMessage, own, ids[0] ?? 0, new Date(T0 + 60_000));
    expect(opened).toMatchObject({ subject: 'Hallway', businessReadAt: new Date(T0 + 60_000) });
    const again = await engine().run(openOwnMessage, own, ids[0] ?? 0, new Date(T0 + 120_000));
    expect(again?.businessReadAt).toEqual(new Date(T0 + 60_000));
    expect(await engine().run(unreadMessageCount, own)).toBe(2);
  });
});
