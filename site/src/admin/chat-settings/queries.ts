import type { AdminChatSettings, PageType } from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

export const adminChatSettingsQuery = apiQuery<AdminChatSettings>('/api/admin/chat-settings');

/** Each page type of the chat settings, as operators know the pages. */
export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home and other pages',
  services: 'Service guides (/services/…)',
  specialists: 'City and search pages (/specialists/…, /search)',
  specialist_profile: 'Specialist profiles (/specialist/…)',
};
