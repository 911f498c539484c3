import { describe, expect, it } from 'vitest';
import { adminChatSettingsSchema } from '../admin-chat-settings.ts';
import { PAGE_TYPES } from '../constants.ts';
import { chatSettingsSchema } from '../directory.ts';
import {
  DEFAULT_ADMIN_CHAT_SETTINGS,
  DEFAULT_CHAT_SETTINGS,
  withDefaultPageSettings,
} from './chat-settings-defaults.ts';

describe('default chat settings', () => {
  it('are valid settings with Flo on for every page type and any origin', () => {
    expect(adminChatSettingsSchema.parse(DEFAULT_ADMIN_CHAT_SETTINGS)).toEqual(
      DEFAULT_ADMIN_CHAT_SETTINGS,
    );
    for (const pageType of PAGE_TYPES) {
      expect(DEFAULT_ADMIN_CHAT_SETTINGS.pageSettings[pageType]).toEqual({ enabled: true });
    }
    expect(DEFAULT_ADMIN_CHAT_SETTINGS.allowedOrigins).toEqual([]);
  });

  it('answer the public endpoint without the allowed origins', () => {
    expect(chatSettingsSchema.strict().parse(DEFAULT_CHAT_SETTINGS)).toEqual(DEFAULT_CHAT_SETTINGS);
    expect(DEFAULT_CHAT_SETTINGS).toEqual({
      enabled: true,
      pageSettings: DEFAULT_ADMIN_CHAT_SETTINGS.pageSettings,
      contactEmail: 'hello@flo.local',
      accentColour: '#0f766e',
      greeting: null,
      greetingB: null,
    });
  });
});

describe('withDefaultPageSettings', () => {
  it('keeps saved switches and turns on page types never saved', () => {
    const pages = withDefaultPageSettings({ home: { enabled: false } });
    expect(pages.home).toEqual({ enabled: false });
    expect(pages.specialist_profile).toEqual({ enabled: true });
    expect(withDefaultPageSettings(undefined)).toEqual(DEFAULT_ADMIN_CHAT_SETTINGS.pageSettings);
  });
});
