import type { AdminChatSettings } from '../admin-chat-settings.ts';
import { PAGE_TYPES } from '../constants.ts';
import type { ChatSettings } from '../directory.ts';

/**
 * Flo's settings on a fresh install, before an administrator saves any: on for every page type,
 * embeddable from any origin, in the brand's teal, with the default welcome text.
 */
export const DEFAULT_ADMIN_CHAT_SETTINGS: AdminChatSettings = {
  enabled: true,
  pageSettings: Object.fromEntries(
    PAGE_TYPES.map((pageType) => [pageType, { enabled: true }]),
  ) as AdminChatSettings['pageSettings'],
  allowedOrigins: [],
  contactEmail: 'hello@flo.local',
  accentColour: '#0f766e',
  greeting: null,
  greetingB: null,
};

/** The public part of the defaults, as `GET /api/chat-settings` answers before any save. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  enabled: DEFAULT_ADMIN_CHAT_SETTINGS.enabled,
  pageSettings: DEFAULT_ADMIN_CHAT_SETTINGS.pageSettings,
  contactEmail: DEFAULT_ADMIN_CHAT_SETTINGS.contactEmail,
  accentColour: DEFAULT_ADMIN_CHAT_SETTINGS.accentColour,
  greeting: DEFAULT_ADMIN_CHAT_SETTINGS.greeting,
  greetingB: DEFAULT_ADMIN_CHAT_SETTINGS.greetingB,
};

/**
 * Saved page switches over the defaults: a page type added after the settings were saved
 * reads as enabled, so it is not silently switched off.
 *
 * @example
 * withDefaultPageSettings({ home: { enabled: false } }).services // { enabled: true }
 */
export function withDefaultPageSettings(
  saved: Partial<AdminChatSettings['pageSettings']> | undefined,
): AdminChatSettings['pageSettings'] {
  return { ...DEFAULT_ADMIN_CHAT_SETTINGS.pageSettings, ...saved };
}
