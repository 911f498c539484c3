import { type SQL, sql } from 'drizzle-orm';
import type { Engine } from './engine.ts';

/** node-postgres's drizzle database, for the transaction that holds the lock. */
type PostgresDb = {
  transaction<T>(
    run: (tx: { execute(query: SQL): Promise<{ rows: unknown[] }> }) => Promise<T>,
  ): Promise<T>;
};

/** What `runOnOneNode` answers: the task's value, or that another node held the lock. */
export type OneNodeOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `task` unless another node runs the task of the same `lockKey` at this moment, for jobs
 * every node schedules but one pass at a time should do (ADR 046). On PostgreSQL a transaction
 * on a connection of its own takes the transaction-level advisory lock `lockKey`
 * (`pg_try_advisory_xact_lock`, never waiting) and holds it while `task` runs its own queries
 * through the engine, on the pool's other connections (so the pool needs two); a node that
 * does not get it skips the task. The lock goes with the transaction, when the task settles or
 * the connection drops. On SQLite, one server per file (ADR 034), the task just runs.
 *
 * @example
 * const outcome = await runOnOneNode(engine, RETENTION_LOCK_KEY, () => applyRetention(engine, now));
 * if (!outcome.ran) logger.info('another node is running it');
 */
export async function runOnOneNode<T>(
  engine: Engine,
  lockKey: bigint,
  task: () => Promise<T>,
): Promise<OneNodeOutcome<T>> {
  if (engine.dialect === 'sqlite') return { ran: true, value: await task() };
  return (engine.db as unknown as PostgresDb).transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${lockKey.toString()}::bigint) as granted`,
    );
    if (!(rows[0] as { granted: boolean } | undefined)?.granted) return { ran: false };
    return { ran: true, value: await task() };
  });
}
