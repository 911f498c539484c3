import {
  adminChatSettingsSchema,
  adminFunnelSchema,
  FUNNEL_MAX_ORIGINS_PER_DAY,
  type FunnelBeacon,
} from '@flo/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockOf } from '../clock.ts';
import { ALLOWED_ORIGINS_CACHE_MS } from '../http/widget-cors.ts';
import { applyRetention } from '../retention/apply-retention.ts';
import { insertAdmin, signIn } from '../testing/accounts.ts';
import { openTestApp } from '../testing/open-test-app.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await openTestApp();
  const token = await signIn(t.engine, 'admin', await insertAdmin(t.engine), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const beacon = (fields: Partial<FunnelBeacon>): FunnelBeacon => ({
  conversation: 'conversation-0000001',
  flow: 'general',
  pageType: 'home',
  arm: 'a',
  surface: 'site',
  steps: ['started'],
  ...fields,
});

/** Sent as navigator.sendBeacon sends a string: text/plain, with the page's Origin. */
const send = (body: unknown, origin = 'http://localhost:3000', type = 'text/plain;charset=UTF-8') =>
  t.app.request('/api/flo/funnel', {
    method: 'POST',
    headers: { 'content-type': type, origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = async (table: 'floFunnelDaily' | 'floFunnelConversations' | 'floFunnelOrigins') => {
  const [counted] = await t.engine.db.select({ n: count() }).from(t.engine.tables[table]);
  return counted?.n ?? 0;
};

const funnel = async (query: string) => {
  const res = await t.app.request(`/api/admin/funnel?${query}`, { headers: admin });
  expect(res.status).toBe(200);
  return adminFunnelSchema.parse(await res.json());
};

describe('POST /api/flo/funnel', () => {
  it('refuses bad beacons with a JSON error and stores nothing', async () => {
    const refused = [
      [await send('{"conversation":'), 400, 'invalid_json'],
      [await send(beacon({ conversation: 'short' })), 400, 'validation_failed'],
      [await send({ ...beacon({}), steps: ['General.Contact'] }), 400, 'validation_failed'],
      [await send({ ...beacon({}), steps: [] }), 400, 'validation_failed'],
      [await send(beacon({}), undefined, 'application/x-www-form-urlencoded'), 415, undefined],
      [await send({ ...beacon({}), pad: 'x'.repeat(9000) }), 413, 'payload_too_large'],
    ] as const;
    for (const [res, status, code] of refused) {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { code: string } };
      if (code) expect(body.error.code).toBe(code);
    }
    expect((await rows('floFunnelDaily')) + (await rows('floFunnelConversations'))).toBe(0);
  });

  it('counts each step once per conversation and where each conversation stopped', async () => {
    const dropped = 'dropped-at-email-0001';
    const completes = 'completes-enquiry-001';
    const general = ['started', 'general.welcome', 'general.name', 'general.email'];
    expect((await send(beacon({ conversation: dropped, steps: general }))).status).toBe(204);
    // A repeated step (the widget resending after a reload) is not counted again.
    await send(beacon({ conversation: dropped, steps: ['general.name', 'general.email'] }));
    await send(beacon({ conversation: completes, steps: general.slice(0, 3) }));
    const json = {
      conversation: completes,
      steps: ['general.email', 'general.phone', 'completed'],
    };
    expect((await send(beacon(json), undefined, 'application/json')).status).toBe(204);
    // A step after completing does not make a completed conversation a drop-off.
    await send(beacon({ conversation: completes, steps: ['submitted'] }));

    const shown = await funnel('flow=general');
    expect(shown).toMatchObject({ started: 2, completed: 1 });
    const step = (name: string) => shown.steps.find((row) => row.step === name);
    expect(shown.steps[0]).toMatchObject({ step: 'started', label: 'Opened the chat' });
    expect(shown.steps.at(-1)).toMatchObject({ step: 'completed', label: 'Sent an enquiry' });
    expect(step('general.name')).toMatchObject({ reached: 2, dropOff: 0 });
    expect(step('general.email')).toMatchObject({
      label: 'Asked for an e-mail address',
      reached: 2,
      dropOff: 1,
    });
    expect(step('general.phone')).toMatchObject({ reached: 1, dropOff: 0 });
    expect(step('submitted')).toMatchObject({ reached: 1, dropOff: 0 });
    expect(step('completed')).toMatchObject({ reached: 1, dropOff: 0 });
    expect(shown.pageTypes).toEqual([{ pageType: 'home', started: 2 }]);
    expect(shown.origins).toEqual([{ origin: 'site', started: 2 }]);
    expect(shown.perDay.at(-1)).toMatchObject({ started: 2, completed: 1 });
    expect(shown.comparison.verdict).toBe('not_yet');
  });

  it('shows the funnel per arm and says when a split test needs more conversations', async () => {
    for (const [i, arm] of (['a', 'b', 'b'] as const).entries()) {
      await send(beacon({ conversation: `arm-test-conversation-${i}`, flow: 'specialist', arm }));
    }
    await send(beacon({ conversation: 'arm-test-conversation-2', steps: ['completed'] }));
    const shown = await funnel('flow=specialist');
    expect(shown.arms.b.find((row) => row.step === 'completed')?.reached).toBe(1);
    expect(shown.comparison).toMatchObject({
      a: { started: 1, completed: 0 },
      b: { started: 2, completed: 1 },
      verdict: 'not_yet',
      summary: 'Not enough conversations yet to tell: 1 and 2 started; about 100 each are needed.',
    });
  });

  it('names at most FUNNEL_MAX_ORIGINS_PER_DAY embedding sites a day, the rest as other', async () => {
    for (let i = 0; i <= FUNNEL_MAX_ORIGINS_PER_DAY; i += 1) {
      const embed = beacon({ conversation: `embedded-conversation-${i}`, surface: 'embed' });
      expect((await send({ ...embed, flow: 'enhanced' }, `https://shop${i}.example`)).status).toBe(
        204,
      );
    }
    const shown = await funnel('flow=enhanced');
    expect(shown.origins).toHaveLength(FUNNEL_MAX_ORIGINS_PER_DAY + 1);
    expect(shown.origins).toContainEqual({ origin: 'other', started: 1 });
    expect(shown.origins).toContainEqual({ origin: 'https://shop0.example', started: 1 });
    const one = await funnel('flow=enhanced&origin=https://shop0.example');
    expect(one.started).toBe(1);
  });

  it('refuses an origin the chat settings do not allow, and answers an allowed one with CORS', async () => {
    await t.engine.db.insert(t.engine.tables.chatSettings).values({
      id: 1,
      pageSettings: {},
      allowedOrigins: ['https://partner.example'],
      contactEmail: 'hello@flo.local',
    });
    t.advance(ALLOWED_ORIGINS_CACHE_MS);
    const before = await rows('floFunnelDaily');
    const refused = await send(
      beacon({ conversation: 'not-allowed-000001' }),
      'https://evil.example',
    );
    expect(refused.status).toBe(403);
    expect(await rows('floFunnelDaily')).toBe(before);
    const allowed = await send(
      beacon({ conversation: 'allowed-partner-0001', surface: 'embed', flow: 'location_general' }),
      'https://partner.example',
    );
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});

describe('GET /api/admin/funnel', () => {
  it('is for operators only', async () => {
    expect((await t.app.request('/api/admin/funnel')).status).toBe(401);
    const tooLong = await t.app.request('/api/admin/funnel?from=2024-01-01&to=2026-01-01', {
      headers: admin,
    });
    expect(tooLong.status).toBe(400);
  });

  it('lists the days the chat settings changed, from the audit log', async () => {
    const settings = adminChatSettingsSchema.parse(
      await (await t.app.request('/api/admin/chat-settings', { headers: admin })).json(),
    );
    const saved = await t.app.request('/api/admin/chat-settings', {
      ...jsonBody({ ...settings, greetingB: 'Hi! Which room is the new floor for?' }, admin),
      method: 'PUT',
    });
    expect(saved.status).toBe(200);
    const { settingsChanges } = await funnel('flow=general');
    expect(settingsChanges).toEqual([
      {
        day: clockOf(t.deps)().toISOString().slice(0, 10),
        summary: 'Changed the split test’s second greeting.',
      },
    ]);
  });
});

describe('retention', () => {
  it('drops conversations after 2 days and the daily counts after 400', async () => {
    const now = Date.now();
    const removed = await applyRetention(t.deps.engine, new Date(now + 3 * 86_400_000));
    expect(removed.funnelConversations).toBeGreaterThan(0);
    expect(await rows('floFunnelConversations')).toBe(0);
    expect(await rows('floFunnelDaily')).toBeGreaterThan(0);
    await applyRetention(t.deps.engine, new Date(now + 402 * 86_400_000));
    expect((await rows('floFunnelDaily')) + (await rows('floFunnelOrigins'))).toBe(0);
  });
});
