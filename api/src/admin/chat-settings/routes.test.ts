import { type AdminChatSettings, adminChatSettingsSchema, chatSettingsSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { seededApiTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const current = async (api: TestApp, admin: Record<string, string>) =>
  adminChatSettingsSchema.parse(
    await (await api.app.request('/api/admin/chat-settings', { headers: admin })).json(),
  );
const save = (api: TestApp, admin: Record<string, string>, body: unknown) =>
  api.app.request('/api/admin/chat-settings', { ...jsonBody(body, admin), method: 'PUT' });
const publicSettings = async (api: TestApp) =>
  chatSettingsSchema.parse(await (await api.app.request('/api/chat-settings')).json());

describe('Flo’s chat settings in the console', () => {
  seededApiTest(
    'saves every setting; the public settings follow, without the allowed origins',
    async ({ api, admin }) => {
      const next: AdminChatSettings = {
        ...(await current(api, admin)),
        pageSettings: {
          home: { enabled: true },
          services: { enabled: false },
          specialists: { enabled: true },
          specialist_profile: { enabled: true },
        },
        allowedOrigins: ['https://oakfloors.example'],
        accentColour: '#7c3aed',
        greeting: 'Hello! Looking for a floor fitter?',
        greetingB: 'Hi! Which room is the new floor for?',
      };
      const res = await save(api, admin, next);
      expect(res.status).toBe(200);
      expect(await current(api, admin)).toEqual(next);
      const shown = await publicSettings(api);
      expect(shown.pageSettings.services).toEqual({ enabled: false });
      expect(shown).toMatchObject({
        accentColour: '#7c3aed',
        greeting: next.greeting,
        greetingB: next.greetingB,
      });
      expect(JSON.stringify(shown)).not.toContain('oakfloors');
    },
  );

  seededApiTest(
    'refuses bad origins, colours and page types, and keeps what was saved',
    async ({ api, admin }) => {
      const before = await current(api, admin);
      const res = await save(api, admin, {
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
      expect(await current(api, admin)).toEqual(before);
    },
  );
});
