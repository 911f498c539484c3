import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { specialistMessages } from '../db/schema.ts';
import { type DirectoryFixture, insertDirectoryFixture } from '../testing/directory.ts';
import { createTestApp, jsonBody, type TestApp } from '../testing/test-app.ts';
import { SPECIALIST_MESSAGE_RATE_LIMIT } from './specialist-message-routes.ts';

let t: TestApp;
let fixture: DirectoryFixture;

beforeEach(() => {
  t = createTestApp();
  fixture = insertDirectoryFixture(t.db);
});
afterEach(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  specialistId: fixture.ids['oakbridge-flooring-manchester'],
  senderName: 'Priya Shah',
  senderEmail: 'priya@example.com',
  subject: 'Oak floor for a hallway',
  message: 'Could you quote for about 12 square metres of oak?',
  pageUrl: 'https://flo.example/specialist/oakbridge-flooring-manchester',
  pageType: 'specialist_profile',
  ...overrides,
});

const send = (body: unknown, ip = '203.0.113.7') =>
  t.app.request('/api/specialist-message', jsonBody(body, { 'x-test-client-ip': ip }));

const storedMessages = () => t.db.select().from(specialistMessages).all();

describe('POST /api/specialist-message', () => {
  it('stores the message and answers 201 with its id', async () => {
    const res = await send(message({ senderPhone: '07700 900123' }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(storedMessages()).toEqual([
      expect.objectContaining({
        id,
        specialistId: fixture.ids['oakbridge-flooring-manchester'],
        senderName: 'Priya Shah',
        senderPhone: '07700 900123',
        subject: 'Oak floor for a hallway',
        pageType: 'specialist_profile',
      }),
    ]);
  });

  it('stores a missing phone as null', async () => {
    expect((await send(message())).status).toBe(201);
    expect(storedMessages()[0]?.senderPhone).toBeNull();
  });

  it('answers 404 and stores nothing for unknown or suspended specialists', async () => {
    for (const specialistId of [99_999, fixture.ids['shady-tiles-manchester']]) {
      const res = await send(message({ specialistId }));
      expect(res.status, String(specialistId)).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(storedMessages()).toEqual([]);
  });

  it('answers 400 with field errors and stores nothing for an invalid message', async () => {
    const res = await send(message({ senderEmail: 'not-an-email', subject: '  ' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['senderEmail', 'subject']);
    expect(storedMessages()).toEqual([]);
  });

  it('limits messages per IP and answers 429 with Retry-After', async () => {
    for (let i = 0; i < SPECIALIST_MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await send(message())).status).toBe(201);
    }
    const limited = await send(message());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await send(message(), '198.51.100.2')).status).toBe(201);
    t.advance(SPECIALIST_MESSAGE_RATE_LIMIT.windowMs);
    expect((await send(message())).status).toBe(201);
    expect(storedMessages()).toHaveLength(SPECIALIST_MESSAGE_RATE_LIMIT.max + 2);
  });
});
