import { type ChatSettings, DEFAULT_CHAT_SETTINGS, withDefaultPageSettings } from '@flo/contract';
import { eq } from 'drizzle-orm';
import type { EngineScope } from '../db/engine/index.ts';

/** The settings row; the table holds exactly one. */
const SETTINGS_ROW_ID = 1;

/**
 * Flo's public switches. Page types missing from the stored row keep their default (enabled),
 * so a page type added later is not silently switched off. Allowed origins stay private.
 */
export async function readChatSettings(on: EngineScope): Promise<ChatSettings> {
  const { chatSettings } = on.tables;
  const [row] = await on.db
    .select({
      enabled: chatSettings.enabled,
      pageSettings: chatSettings.pageSettings,
      contactEmail: chatSettings.contactEmail,
      accentColour: chatSettings.accentColour,
      greeting: chatSettings.greeting,
      greetingB: chatSettings.greetingB,
    })
    .from(chatSettings)
    .where(eq(chatSettings.id, SETTINGS_ROW_ID));
  if (!row) return DEFAULT_CHAT_SETTINGS;
  return {
    ...row,
    pageSettings: withDefaultPageSettings(row.pageSettings),
  };
}

/** Origins allowed to call the widget endpoints; empty (or no row) means any origin. */
export async function readAllowedOrigins(on: EngineScope): Promise<string[]> {
  const { chatSettings } = on.tables;
  const [row] = await on.db
    .select({ allowedOrigins: chatSettings.allowedOrigins })
    .from(chatSettings)
    .where(eq(chatSettings.id, SETTINGS_ROW_ID));
  return row?.allowedOrigins ?? [];
}
