import { type AdminChatSettings, DEFAULT_ADMIN_CHAT_SETTINGS } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  changeAdminChatSettings,
  readAdminChatSettings,
} from '../../admin/chat-settings/repository.ts';
import type { AuditActor } from '../../audit/record.ts';
import { describeEachEngine } from '../each-engine.ts';

const AT = new Date('2026-03-02T10:00:00Z');
const actor: AuditActor = { kind: 'admin', id: 1, label: 'ops@flo.example', source: 'console' };

/** Flo's settings as the console edits them, alike on both engines (ADR 050). */
export const adminChatSettingCases = describeEachEngine('admin chat settings', ({ engine }) => {
  it('reads the defaults, then what was saved, auditing only a change', async () => {
    const defaults = await engine().run(readAdminChatSettings);
    expect(defaults.enabled).toBe(DEFAULT_ADMIN_CHAT_SETTINGS.enabled);
    expect(defaults.pageSettings.home).toEqual({ enabled: true });
    const next: AdminChatSettings = {
      ...defaults,
      enabled: false,
      pageSettings: { ...defaults.pageSettings, services: { enabled: false } },
      allowedOrigins: ['https://oakfloors.example', 'https://b.example'],
      accentColour: '#7c3aed',
      greeting: 'Hello!',
      greetingB: '',
    };
    await engine().commit(changeAdminChatSettings, actor, next, AT);
    await engine().commit(changeAdminChatSettings, actor, next, AT);
    expect(await engine().run(readAdminChatSettings)).toEqual({
      ...next,
      greetingB: DEFAULT_ADMIN_CHAT_SETTINGS.greetingB,
    });
    const { auditLog } = engine().tables;
    const entries = await engine().db.select().from(auditLog).where(eq(auditLog.entityId, 'chat'));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.afterJson ?? '{}')).toMatchObject({
      enabled: false,
      allowedOrigins: ['https://oakfloors.example', 'https://b.example'],
    });
  });
});
