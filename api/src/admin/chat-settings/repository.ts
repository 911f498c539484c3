import {
  type AdminChatSettings,
  DEFAULT_ADMIN_CHAT_SETTINGS as DEFAULTS,
  withDefaultPageSettings,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { chatSettings } from '../../db/schema.ts';

/** The whole settings row as admins edit it; page types never saved read as enabled. */
export function readAdminChatSettings(db: DbExecutor): AdminChatSettings {
  const row = db.select().from(chatSettings).where(eq(chatSettings.id, 1)).get();
  return {
    enabled: row?.enabled ?? DEFAULTS.enabled,
    pageSettings: withDefaultPageSettings(row?.pageSettings),
    allowedOrigins: row?.allowedOrigins ?? DEFAULTS.allowedOrigins,
    contactEmail: row?.contactEmail ?? DEFAULTS.contactEmail,
    accentColour: row?.accentColour ?? DEFAULTS.accentColour,
    greeting: row?.greeting ?? DEFAULTS.greeting,
    greetingB: row?.greetingB ?? DEFAULTS.greetingB,
  };
}

export function saveAdminChatSettings(db: DbExecutor, settings: AdminChatSettings, at: Date): void {
  const values = {
    ...settings,
    greeting: settings.greeting || null,
    greetingB: settings.greetingB || null,
    updatedAt: at,
  };
  db.insert(chatSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: chatSettings.id, set: values })
    .run();
}
