import { chatSettingsSchema } from '@flo/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { describeOperation } from '../openapi/describe.ts';
import { readChatSettings } from './settings-repository.ts';

/** `GET /api/chat-settings`: whether Flo runs, per page type, and the fallback contact e-mail. */
export function chatSettingsRoutes({ engine }: AppDeps) {
  return new Hono().get(
    '/api/chat-settings',
    describeOperation({
      operationId: 'getChatSettings',
      summary: 'Whether Flo is on, globally and per page type',
      tag: 'Directory',
      response: chatSettingsSchema,
    }),
    async (c) => c.json(await readChatSettings(engine)),
  );
}
