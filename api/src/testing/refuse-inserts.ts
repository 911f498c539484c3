import { sql } from 'drizzle-orm';
import { type Engine, runSql } from '../db/engine/index.ts';

/**
 * Inserts into `table` fail from now on, as a full disk would make them, through a trigger on
 * either engine: for a test that a write is all or nothing. The trigger lasts as long as the
 * test's database.
 *
 * @example
 * await refuseInserts(api.engine, 'mail_outbox');
 * expect((await post(api, chatPayload())).status).toBe(500);
 */
export async function refuseInserts(on: Engine, table: string): Promise<void> {
  const trigger = sql.identifier(`${table}_refused`);
  if (on.dialect === 'sqlite') {
    await runSql(
      on,
      sql`create trigger ${trigger} before insert on ${sql.identifier(table)}
        begin select raise(abort, 'disk full'); end`,
    );
    return;
  }
  await runSql(
    on,
    sql`create function ${trigger}() returns trigger language plpgsql
      as $$ begin raise exception 'disk full'; end $$`,
  );
  await runSql(
    on,
    sql`create trigger ${trigger} before insert on ${sql.identifier(table)}
      for each row execute function ${trigger}()`,
  );
}
