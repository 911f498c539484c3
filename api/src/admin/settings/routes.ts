import {
  type OperatorSettings,
  operatorSettingsSchema,
  operatorSettingsUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { type AuditActor, adminActor, audited } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import {
  type OperatorOverrides,
  operatorOverridesOf,
  saveOperatorOverrides,
} from '../../settings/operator-settings.ts';

async function effectiveSettings(deps: AppDeps): Promise<OperatorSettings> {
  const set = await deps.engine.run(operatorOverridesOf);
  const { operatorEmail, mailFrom } = deps.config;
  return {
    operatorEmail: {
      value: set.operatorEmail ?? operatorEmail,
      fromEnvironment: operatorEmail,
      overridden: set.operatorEmail !== null,
    },
    mailFrom: {
      value: set.mailFrom ?? mailFrom,
      fromEnvironment: mailFrom,
      overridden: set.mailFrom !== null,
    },
  };
}

/** The settings saved with their audit entry, one unit of work. */
function* saveAudited(
  on: EngineScope,
  actor: AuditActor,
  at: Date,
  values: OperatorOverrides,
): Steps<true> {
  const change = {
    entityKind: 'setting',
    entityId: 'operator',
    action: 'setting.operator',
    read: operatorOverridesOf,
  } as const;
  return yield* audited(on, actor, at, change, (on) => saveOperatorOverrides(on, values, at));
}

/**
 * Operator mail settings: `GET /api/admin/settings` and `PUT /api/admin/settings`. The
 * environment (OPERATOR_EMAIL, MAIL_FROM) gives the defaults; what an admin saves here wins
 * until they clear it. The outbox worker and every operator mail read them at send time.
 *
 * @example
 * app.route('/', adminSettingsRoutes(deps));
 * // PUT /api/admin/settings { "operatorEmail": "ops@flo.example", "mailFrom": null }
 */
export function adminSettingsRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/settings',
      describeOperation({
        operationId: 'getOperatorSettings',
        summary: 'Operator mail settings: effective values and the environment defaults',
        tag: 'Admin',
        auth: 'admin',
        response: operatorSettingsSchema,
      }),
      requireAdmin(deps),
      async (c) => c.json(await effectiveSettings(deps)),
    )
    .put(
      '/api/admin/settings',
      describeOperation({
        operationId: 'updateOperatorSettings',
        summary: 'Set (or clear, with null) the operators’ address and the mail sender',
        tag: 'Admin',
        auth: 'admin',
        response: operatorSettingsSchema,
      }),
      requireAdmin(deps),
      validate('json', operatorSettingsUpdateSchema),
      async (c) => {
        const { operatorEmail, mailFrom } = c.req.valid('json');
        const values = { operatorEmail: operatorEmail || null, mailFrom: mailFrom || null };
        await deps.engine.commit(saveAudited, adminActor(c.var.admin), clockOf(deps)(), values);
        return c.json(await effectiveSettings(deps));
      },
    );
}
