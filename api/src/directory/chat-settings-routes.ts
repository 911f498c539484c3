import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { readChatSettings } from './settings-repository.ts';

/** `GET /api/chat-settings`: whether Flo runs, per page type, and the fallback contact e-mail. */
export function chatSettingsRoutes({ db }: AppDeps) {
  return new Hono().get('/api/chat-settings', async (c) => c.json(await readChatSettings(db)));
}
