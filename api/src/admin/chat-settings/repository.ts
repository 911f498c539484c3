import type { AdminChatSettings } from '@flo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatSettings } from '../../db/schema.ts';
import { DEFAULT_CHAT_SETTINGS } from '../../directory/settings-repository.ts';

/** The whole settings row as admins edit it; page types never saved read as enabled. */
export function readAdminChatSettings(db: Db): AdminChatSettings {
  const row = db.select().from(chatSettings).where(eq(chatSettings.id, 1)).get();
  const pageSettings = {
    ...DEFAULT_CHAT_SETTINGS.pageSettings,
    ...row?.pageSettings,
  } as AdminChatSettings['pageSettings'];
  return {
    enabled: row?.enabled ?? true,
    pageSettings,
    allowedOrigins: row?.allowedOrigins ?? [],
    contactEmail: row?.contactEmail ?? DEFAULT_CHAT_SETTINGS.contactEmail,
    accentColour: row?.accentColour ?? DEFAULT_CHAT_SETTINGS.accentColour,
    greeting: row?.greeting ?? null,
  };
}

export function saveAdminChatSettings(db: Db, settings: AdminChatSettings, at: Date): void {
  const values = { ...settings, greeting: settings.greeting || null, updatedAt: at };
  db.insert(chatSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: chatSettings.id, set: values })
    .run();
}
