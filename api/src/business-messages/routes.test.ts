import {
  businessMessageSchema,
  businessMessagesPageSchema,
  businessOverviewSchema,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { businessTest } from '../testing/fixtures.ts';
import { jsonBody } from '../testing/test-app.ts';

const sendMessage = async (api: BusinessTestApp, key: string, subject: string) => {
  const res = await api.app.request(
    '/api/specialist-message',
    jsonBody({
      specialistId: api.specialistIds[key],
      senderName: 'Priya Shah',
      senderEmail: 'priya@example.test',
      subject,
      message: 'Could you quote for about 12 square metres of oak?',
      pageUrl: `https://flo.example/specialist/${key}`,
      pageType: 'specialist_profile',
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

const inbox = async (api: BusinessTestApp, token: string) =>
  businessMessagesPageSchema.parse(
    await (await api.call(token, 'GET', '/api/business/messages')).json(),
  );

describe('a business reads the messages visitors sent it', () => {
  businessTest(
    'lists only its own messages, unread until opened, and counts them on the overview',
    async ({ api }) => {
      const first = await sendMessage(api, 'castle-carpets', 'Hallway');
      await sendMessage(api, 'castle-carpets', 'Stairs');
      await sendMessage(api, 'premier-carpets', 'For Premier');
      const before = await inbox(api, api.tokens.castle);
      expect(before.items.map((m) => [m.subject, m.read])).toEqual([
        ['Stairs', false],
        ['Hallway', false],
      ]);
      expect(before.unread).toBe(2);

      const opened = await api.call(
        api.tokens.castle,
        'POST',
        `/api/business/messages/${first}/read`,
      );
      expect(businessMessageSchema.parse(await opened.json())).toMatchObject({ read: true });
      const after = await inbox(api, api.tokens.castle);
      expect(after.unread).toBe(1);
      expect(after.items.find((m) => m.id === first)?.read).toBe(true);
      const overview = businessOverviewSchema.parse(
        await (await api.call(api.tokens.castle, 'GET', '/api/business/overview')).json(),
      );
      expect(overview).toMatchObject({
        unreadMessages: 1,
        leadEmail: 'castle-carpets@example.test',
      });
      const { specialistMessages } = api.engine.tables;
      const [admin] = await api.engine.db
        .select({
          readAt: specialistMessages.readAt,
          businessReadAt: specialistMessages.businessReadAt,
        })
        .from(specialistMessages)
        .where(eq(specialistMessages.id, first));
      expect(admin?.readAt).toBeNull();
      expect(admin?.businessReadAt).toBeInstanceOf(Date);
    },
  );

  businessTest("refuses another business's message (404) and leaves it unread", async ({ api }) => {
    const theirs = await sendMessage(api, 'premier-carpets', 'For Premier');
    const res = await api.call(api.tokens.castle, 'POST', `/api/business/messages/${theirs}/read`);
    expect(res.status).toBe(404);
    expect((await inbox(api, api.tokens.castle)).items).toEqual([]);
    expect((await inbox(api, api.tokens.premier)).items[0]).toMatchObject({
      id: theirs,
      read: false,
    });
    expect((await api.app.request('/api/business/messages')).status).toBe(401);
  });
});
