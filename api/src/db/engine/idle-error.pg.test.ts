import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { testDatabase } from '../../testing/postgres/index.ts';
import { allRows } from './dialect.ts';
import { postgresEngine } from './postgres.ts';

const onIdleError = vi.fn();
const engine = postgresEngine(await testDatabase({ migrated: true }), { poolSize: 1, onIdleError });
afterAll(() => engine.close());

it('tells of an idle connection the server ended, and answers the next query on another', async () => {
  const [own] = await allRows<{ pid: number }>(engine, sql`select pg_backend_pid() as pid`);
  const other = postgresEngine(await testDatabase(), { poolSize: 1 });
  await allRows(other, sql`select pg_terminate_backend(${own?.pid}::int)`);
  await other.close();
  await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledOnce());
  const [again] = await allRows<{ pid: number }>(engine, sql`select pg_backend_pid() as pid`);
  expect(again?.pid).not.toBe(own?.pid);
});
