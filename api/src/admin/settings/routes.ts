import {
  type OperatorSettings,
  operatorSettingsSchema,
  operatorSettingsUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { adminActor, withAudit } from '../../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../../auth/middleware.ts';
import { clockOf } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { validate } from '../../http/validate.ts';
import { describeOperation } from '../../openapi/describe.ts';
import { readOperatorOverrides, saveOperatorOverrides } from '../../settings/operator-settings.ts';

function effectiveSettings(deps: AppDeps): OperatorSettings {
  const set = readOperatorOverrides(deps.db);
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
      (c) => c.json(effectiveSettings(deps)),
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
      (c) => {
        const { operatorEmail, mailFrom } = c.req.valid('json');
        const at = clockOf(deps)();
        const values = { operatorEmail: operatorEmail || null, mailFrom: mailFrom || null };
        const change = {
          entityKind: 'setting',
          entityId: 'operator',
          action: 'setting.operator',
          read: readOperatorOverrides,
        } as const;
        withAudit(deps.db, adminActor(c.var.admin), at, change, (tx) =>
          saveOperatorOverrides(tx, values, at),
        );
        return c.json(effectiveSettings(deps));
      },
    );
}
