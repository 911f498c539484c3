import { contactReceivedSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { seededApiTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Taylor',
  email: 'sam@example.test',
  subject: 'Listing my business',
  message: 'How do I add my flooring company to the directory?',
  ...overrides,
});
const messagesOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.contactMessages);
const mailsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);
const post = (api: TestApp, body: unknown, ip = '203.0.113.9') =>
  api.app.request('/api/contact', jsonBody(body, { 'x-test-client-ip': ip }));

describe('POST /api/contact', () => {
  seededApiTest(
    'stores the message and queues one plain-text mail to the operators',
    async ({ api }) => {
      const res = await post(api, message());
      expect(res.status).toBe(201);
      const { id } = contactReceivedSchema.parse(await res.json());
      expect(await messagesOf(api)).toEqual([
        expect.objectContaining({
          id,
          name: 'Sam Taylor',
          email: 'sam@example.test',
          subject: 'Listing my business',
        }),
      ]);
      const mails = await mailsOf(api);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'hello@flo.local',
        kind: 'contact_message',
        status: 'pending',
      });
      expect(mails[0]?.subject).toBe('Contact form: Listing my business');
      expect(mails[0]?.text).toContain('How do I add my flooring company to the directory?');
      expect(mails[0]?.text).toContain('Sam Taylor <sam@example.test>');
    },
  );

  seededApiTest(
    'defaults the subject and keeps typed line breaks out of the mail subject',
    async ({ api }) => {
      await post(api, message({ subject: undefined }));
      await post(api, message({ subject: 'Hi\r\nBcc: everyone@example.test' }));
      expect((await mailsOf(api)).map((s) => s.subject)).toEqual([
        'Contact form: General enquiry',
        'Contact form: Hi Bcc: everyone@example.test',
      ]);
    },
  );

  seededApiTest('refuses bad input with the failing fields and writes nothing', async ({ api }) => {
    const res = await post(api, message({ email: 'nope', message: '   ', name: '' }));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.fields ?? {}).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect((await post(api, message({ message: 'x'.repeat(5001) }))).status).toBe(400);
    expect(await messagesOf(api)).toHaveLength(0);
    expect(await mailsOf(api)).toHaveLength(0);
  });

  seededApiTest(
    'allows 5 messages an hour per IP, then 429 until the window passes',
    async ({ api }) => {
      for (let i = 0; i < 5; i += 1) expect((await post(api, message())).status).toBe(201);
      expect((await post(api, message())).status).toBe(429);
      api.advance(60 * 60 * 1000);
      expect((await post(api, message())).status).toBe(201);
      expect(await messagesOf(api)).toHaveLength(6);
    },
  );
});
