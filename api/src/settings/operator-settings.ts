import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import { perConnection } from '../db/per-connection.ts';
import { operatorSettings } from '../db/schema.ts';
import type { AppConfig } from '../deps.ts';

// Operator settings are edited in the admin console (admin/settings) but read by core code, the
// mail worker and every feature that mails the operators, so they live outside admin/.

/** What admins set (null: use the environment's value). */
export interface OperatorOverrides {
  operatorEmail: string | null;
  mailFrom: string | null;
}

/** The one settings row, prepared once per connection: unmatched enquiries read it in their
 * transaction. */
const overridesRow = perConnection((db) =>
  db
    .select({ operatorEmail: operatorSettings.operatorEmail, mailFrom: operatorSettings.mailFrom })
    .from(operatorSettings)
    .where(eq(operatorSettings.id, 1))
    .prepare(),
);

export function readOperatorOverrides(db: DbExecutor): OperatorOverrides {
  const row = overridesRow(db).get();
  return { operatorEmail: row?.operatorEmail ?? null, mailFrom: row?.mailFrom ?? null };
}

/** Saves what an admin set, a unit of work (ADR 050); answers true, as `audited` expects. */
export function* saveOperatorOverrides(
  on: EngineScope,
  values: OperatorOverrides,
  at: Date,
): Steps<true> {
  const settings = on.tables.operatorSettings;
  yield* changes(
    on.db
      .insert(settings)
      .values({ id: 1, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: at } }),
  );
  return true;
}

/**
 * The operators' inbox: what an admin set in the console, else OPERATOR_EMAIL. Claims,
 * contact messages, subscription requests and unmatched enquiries are mailed here.
 *
 * @example
 * enqueueMail(tx, { ...mail, to: operatorsEmail(tx, deps.config) }, now);
 */
export function operatorsEmail(db: DbExecutor, config: AppConfig): string {
  return readOperatorOverrides(db).operatorEmail ?? config.operatorEmail;
}

/** `readOperatorOverrides` as a step of a unit of work (ADR 050), on either engine. */
export function* operatorOverridesOf(on: EngineScope): Steps<OperatorOverrides> {
  const settings = on.tables.operatorSettings;
  const found = yield* row(
    on.db
      .select({ operatorEmail: settings.operatorEmail, mailFrom: settings.mailFrom })
      .from(settings)
      .where(eq(settings.id, 1)),
  );
  return { operatorEmail: found?.operatorEmail ?? null, mailFrom: found?.mailFrom ?? null };
}

/**
 * `operatorsEmail` as a step of a unit of work, so a mail to the operators is queued in the
 * same commit as what it is about, on either engine.
 *
 * @example
 * yield* queueMails(on, [{ ...mail, to: yield* operatorsEmailOf(on, config) }], now);
 */
export function* operatorsEmailOf(
  on: EngineScope,
  config: Pick<AppConfig, 'operatorEmail'>,
): Steps<string> {
  return (yield* operatorOverridesOf(on)).operatorEmail ?? config.operatorEmail;
}

/** The sender of every mail: what an admin set, else MAIL_FROM (or `Flo <OPERATOR_EMAIL>`). */
export function* mailSenderOf(on: EngineScope, config: Pick<AppConfig, 'mailFrom'>): Steps<string> {
  return (yield* operatorOverridesOf(on)).mailFrom ?? config.mailFrom;
}
