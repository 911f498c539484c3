import type { ChatSettings } from '@flo/contract';
import { apiQuery } from '../data/query-client.ts';

/**
 * `GET /api/chat-settings`, for pages that lay out a Flo slot only when Flo will show
 * (`isFloEnabledOn`, the widget's own rule; the widget itself stays hidden either way).
 */
export const chatSettingsQuery = apiQuery<ChatSettings>('/api/chat-settings');
