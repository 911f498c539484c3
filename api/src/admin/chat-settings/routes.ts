import { adminChatSettingsSchema } from '@flo/contract';
import { Hono } from 'hono';
import { adminActor } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { changeAdminChatSettings, readAdminChatSettings } from './repository.ts';

/**
 * Flo's settings for admins: `GET /api/admin/chat-settings` and `PUT /api/admin/chat-settings`
 * (global switch, one switch per page type, allowed embed origins, public contact address,
 * accent colour, greeting and a split test's second greeting). The public `GET /api/chat-settings` answers the same values but
 * the origins; browsers cache it for minutes, so a change reaches open pages on their next load.
 *
 * @example
 * app.route('/', adminChatSettingsRoutes(deps));
 */
export function adminChatSettingsRoutes(deps: AppDeps) {
  const { engine } = deps;
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/chat-settings',
      describeOperation({
        operationId: 'getAdminChatSettings',
        summary: 'Flo’s settings as admins edit them, allowed embed origins included',
        tag: 'Admin',
        auth: 'admin',
        response: adminChatSettingsSchema,
      }),
      requireAdmin(deps),
      async (c) => c.json(await engine.run(readAdminChatSettings)),
    )
    .put(
      '/api/admin/chat-settings',
      describeOperation({
        operationId: 'updateAdminChatSettings',
        summary:
          'Save Flo’s switches, allowed origins, contact address, accent colour and greetings',
        tag: 'Admin',
        auth: 'admin',
        response: adminChatSettingsSchema,
      }),
      requireAdmin(deps),
      validate('json', adminChatSettingsSchema),
      async (c) => {
        const at = clockOf(deps)();
        await engine.commit(
          changeAdminChatSettings,
          adminActor(c.var.admin),
          c.req.valid('json'),
          at,
        );
        return c.json(await engine.run(readAdminChatSettings));
      },
    );
}
