import type { ChatSettings, PageType } from '@flo/contract';
import { apiQuery } from '../data/query-client.ts';

/** `GET /api/chat-settings`, for pages that lay out a Flo slot only when Flo will show. */
export const chatSettingsQuery = apiQuery<ChatSettings>('/api/chat-settings');

/**
 * The widget's own rule: Flo shows when it is on globally and not switched off for the page
 * type. Pages use it to leave out an empty slot (the widget itself stays hidden either way).
 *
 * @example
 * isFloEnabledOn(settings, 'home')
 */
export function isFloEnabledOn(settings: ChatSettings, pageType: PageType): boolean {
  return settings.enabled && settings.pageSettings[pageType]?.enabled !== false;
}
