import { adminChatSettingCases } from '../../testing/engine-cases/admin-chat-settings.ts';

adminChatSettingCases('postgres');
