import { type AdminChatSettings, adminChatSettingsSchema, chatSettingsSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertAdmin } from '../../testing/accounts.ts';
import { createTestApp, jsonBody, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeEach(async () => {
  t = createTestApp();
  seedReferenceData(t.db);
  const token = createSession(t.db, 'admin', await insertAdmin(t.db), new Date());
  admin = { authorization: `Bearer ${token}` };
});
afterEach(() => t.close());

const current = async () =>
  adminChatSettingsSchema.parse(
    await (await t.app.request('/api/admin/chat-settings', { headers: admin })).json(),
  );
const save = (body: unknown) =>
  t.app.request('/api/admin/chat-settings', { ...jsonBody(body, admin), method: 'PUT' });
const publicSettings = async () =>
  chatSettingsSchema.parse(await (await t.app.request('/api/chat-settings')).json());

describe('Flo’s chat settings in the console', () => {
  it('saves every setting; the public settings follow, without the allowed origins', async () => {
    const next: AdminChatSettings = {
      ...(await current()),
      pageSettings: {
        home: { enabled: true },
        services: { enabled: false },
        specialists: { enabled: true },
        specialist_profile: { enabled: true },
      },
      allowedOrigins: ['https://oakfloors.example'],
      accentColour: '#7c3aed',
      greeting: 'Hello! Looking for a floor fitter?',
    };
    const res = await save(next);
    expect(res.status).toBe(200);
    expect(await current()).toEqual(next);
    const shown = await publicSettings();
    expect(shown.pageSettings.services).toEqual({ enabled: false });
    expect(shown).toMatchObject({ accentColour: '#7c3aed', greeting: next.greeting });
    expect(JSON.stringify(shown)).not.toContain('oakfloors');
  });

  it('refuses bad origins, colours and page types, and keeps what was saved', async () => {
    const before = await current();
    const res = await save({
      ...before,
      allowedOrigins: ['https://ok.example/path', 'javascript:alert(1)'],
      accentColour: 'red',
      pageSettings: { home: { enabled: true } },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining(['allowedOrigins.0', 'allowedOrigins.1', 'accentColour']),
    );
    expect(await current()).toEqual(before);
  });
});
