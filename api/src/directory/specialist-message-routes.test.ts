import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { DirectoryFixture } from '../testing/directory.ts';
import { directoryTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';
import { SPECIALIST_MESSAGE_RATE_LIMIT } from './specialist-message-routes.ts';

const message = (directory: DirectoryFixture, overrides: Record<string, unknown> = {}) => ({
  specialistId: directory.ids['oakbridge-flooring-manchester'],
  senderName: 'Priya Shah',
  senderEmail: 'priya@example.com',
  subject: 'Oak floor for a hallway',
  message: 'Could you quote for about 12 square metres of oak?',
  pageUrl: 'https://flo.example/specialist/oakbridge-flooring-manchester',
  pageType: 'specialist_profile',
  ...overrides,
});

const send = (api: TestApp, body: unknown, ip = '203.0.113.7') =>
  api.app.request('/api/specialist-message', jsonBody(body, { 'x-test-client-ip': ip }));

const storedMessages = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.specialistMessages).orderBy(tables.specialistMessages.id);

describe('POST /api/specialist-message', () => {
  directoryTest('stores the message and answers 201 with its id', async ({ api, directory }) => {
    const res = await send(api, message(directory, { senderPhone: '07700 900123' }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await storedMessages(api)).toEqual([
      expect.objectContaining({
        id,
        specialistId: directory.ids['oakbridge-flooring-manchester'],
        senderName: 'Priya Shah',
        senderPhone: '07700 900123',
        subject: 'Oak floor for a hallway',
        pageType: 'specialist_profile',
      }),
    ]);
  });

  directoryTest(
    "mails it to the specialist's lead address, Reply-To the sender",
    async ({ api, directory }) => {
      const { db, tables } = api.engine;
      const specialistId = directory.ids['oakbridge-flooring-manchester'] ?? 0;
      await db
        .update(tables.specialists)
        .set({ email: 'owner@oakbridge.example' })
        .where(eq(tables.specialists.id, specialistId));
      expect((await send(api, message(directory))).status).toBe(201);
      const { mailOutbox } = tables;
      const mails = await db
        .select({
          to: mailOutbox.to,
          replyTo: mailOutbox.replyTo,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
        })
        .from(mailOutbox);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'owner@oakbridge.example',
        replyTo: 'priya@example.com',
        subject: 'Message from Priya Shah on Flo: Oak floor for a hallway',
      });
      expect(mails[0]?.text).toContain('Could you quote for about 12 square metres of oak?');
    },
  );

  directoryTest('stores a missing phone as null', async ({ api, directory }) => {
    expect((await send(api, message(directory))).status).toBe(201);
    expect((await storedMessages(api))[0]?.senderPhone).toBeNull();
  });

  directoryTest(
    'answers 404 and stores nothing for unknown or suspended specialists',
    async ({ api, directory }) => {
      for (const specialistId of [99_999, directory.ids['shady-tiles-manchester']]) {
        const res = await send(api, message(directory, { specialistId }));
        expect(res.status, String(specialistId)).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
      }
      expect(await storedMessages(api)).toEqual([]);
    },
  );

  directoryTest(
    'answers 400 with field errors and stores nothing for an invalid message',
    async ({ api, directory }) => {
      const res = await send(
        api,
        message(directory, { senderEmail: 'not-an-email', subject: '  ' }),
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(body.error.fields).sort()).toEqual(['senderEmail', 'subject']);
      expect(await storedMessages(api)).toEqual([]);
    },
  );

  directoryTest(
    'limits messages per IP and answers 429 with Retry-After',
    async ({ api, directory }) => {
      for (let i = 0; i < SPECIALIST_MESSAGE_RATE_LIMIT.max; i += 1) {
        expect((await send(api, message(directory))).status).toBe(201);
      }
      const limited = await send(api, message(directory));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect((await send(api, message(directory), '198.51.100.2')).status).toBe(201);
      api.advance(SPECIALIST_MESSAGE_RATE_LIMIT.windowMs);
      expect((await send(api, message(directory))).status).toBe(201);
      expect(await storedMessages(api)).toHaveLength(SPECIALIST_MESSAGE_RATE_LIMIT.max + 2);
    },
  );
});
