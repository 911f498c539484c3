import {
  type AdminChatSettings,
  DEFAULT_ADMIN_CHAT_SETTINGS as DEFAULTS,
  withDefaultPageSettings,
} from '@flo/contract';
import { eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../../audit/record.ts';
import { changes, type EngineScope, row, type Steps } from '../../db/engine/index.ts';

/** The whole settings row as admins edit it; page types never saved read as enabled. */
export function* readAdminChatSettings(on: EngineScope): Steps<AdminChatSettings> {
  const { chatSettings } = on.tables;
  const stored = yield* row(on.db.select().from(chatSettings).where(eq(chatSettings.id, 1)));
  return {
    enabled: stored?.enabled ?? DEFAULTS.enabled,
    pageSettings: withDefaultPageSettings(stored?.pageSettings),
    allowedOrigins: stored?.allowedOrigins ?? DEFAULTS.allowedOrigins,
    contactEmail: stored?.contactEmail ?? DEFAULTS.contactEmail,
    accentColour: stored?.accentColour ?? DEFAULTS.accentColour,
    greeting: stored?.greeting ?? DEFAULTS.greeting,
    greetingB: stored?.greetingB ?? DEFAULTS.greetingB,
  };
}

export function* saveAdminChatSettings(
  on: EngineScope,
  settings: AdminChatSettings,
  at: Date,
): Steps<void> {
  const { chatSettings } = on.tables;
  const values = {
    ...settings,
    greeting: settings.greeting || null,
    greetingB: settings.greetingB || null,
    updatedAt: at,
  };
  yield* changes(
    on.db
      .insert(chatSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: chatSettings.id, set: values }),
  );
}

/** Saves the settings with an audit entry of what changed, as one unit of work. */
export function* changeAdminChatSettings(
  on: EngineScope,
  actor: AuditActor,
  settings: AdminChatSettings,
  at: Date,
): Steps<void> {
  yield* audited(
    on,
    actor,
    at,
    {
      entityKind: 'setting',
      entityId: 'chat',
      action: 'setting.chat',
      read: readAdminChatSettings,
    },
    (on) => saveAdminChatSettings(on, settings, at),
  );
}
