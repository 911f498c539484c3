import { contactReceivedSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../db/schema.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { readJson } from '../testing/json.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
  seedReferenceData(t.db);
});
afterEach(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Taylor',
  email: 'sam@example.test',
  subject: 'Listing my business',
  message: 'How do I add my flooring company to the directory?',
  ...overrides,
});
const post = (body: unknown, ip = '203.0.113.9') =>
  t.app.request('/api/contact', jsonBody(body, { 'x-test-client-ip': ip }));

describe('POST /api/contact', () => {
  it('stores the message and queues one plain-text mail to the operators', async () => {
    const res = await post(message());
    expect(res.status).toBe(201);
    const { id } = contactReceivedSchema.parse(await res.json());
    expect(t.db.select().from(contactMessages).all()).toEqual([
      expect.objectContaining({
        id,
        name: 'Sam Taylor',
        email: 'sam@example.test',
        subject: 'Listing my business',
      }),
    ]);
    const mails = t.db.select().from(mailOutbox).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'hello@flo.local',
      kind: 'contact_message',
      status: 'pending',
    });
    expect(mails[0]?.subject).toBe('Contact form: Listing my business');
    expect(mails[0]?.text).toContain('How do I add my flooring company to the directory?');
    expect(mails[0]?.text).toContain('Sam Taylor <sam@example.test>');
  });

  it('defaults the subject and keeps typed line breaks out of the mail subject', async () => {
    await post(message({ subject: undefined }));
    await post(message({ subject: 'Hi\r\nBcc: everyone@example.test' }));
    const subjects = t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).all();
    expect(subjects.map((s) => s.subject)).toEqual([
      'Contact form: General enquiry',
      'Contact form: Hi Bcc: everyone@example.test',
    ]);
  });

  it('refuses bad input with the failing fields and writes nothing', async () => {
    const res = await post(message({ email: 'nope', message: '   ', name: '' }));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson(res)).error.fields ?? {}).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect((await post(message({ message: 'x'.repeat(5001) }))).status).toBe(400);
    expect(t.db.select().from(contactMessages).all()).toHaveLength(0);
    expect(t.db.select().from(mailOutbox).all()).toHaveLength(0);
  });

  it('allows 5 messages an hour per IP, then 429 until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(message())).status).toBe(201);
    expect((await post(message())).status).toBe(429);
    t.advance(60 * 60 * 1000);
    expect((await post(message())).status).toBe(201);
    expect(t.db.select().from(contactMessages).all()).toHaveLength(6);
  });
});
