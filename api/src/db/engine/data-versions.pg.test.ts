import { count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../testing/postgres/index.ts';
import { LISTENER_NAME, watchDataVersions } from './data-versions.ts';
import type { Engine } from './engine.ts';
import { runKept } from './kept.ts';
import { postgresEngine } from './postgres.ts';
import { changes, type EngineScope, row, type Steps, sqlRows } from './work.ts';

let runs = 0;

/** A kept read that counts how often it really ran. */
function* cityCount(on: EngineScope): Steps<number> {
  runs += 1;
  const found = yield* row(on.db.select({ n: count() }).from(on.tables.cities));
  return found?.n ?? 0;
}

function* addCity(on: EngineScope, slug: string): Steps<number> {
  const { cities } = on.tables;
  return yield* changes(
    on.db
      .insert(cities)
      .values({ slug, name: slug, region: 'Test', postcodeAreas: [], population: 1 }),
  );
}

function* renameCity(on: EngineScope, slug: string, name: string): Steps<number> {
  const { cities } = on.tables;
  return yield* changes(on.db.update(cities).set({ name }).where(eq(cities.slug, slug)));
}

function* rawRows(_on: EngineScope, query: SQL): Steps<Record<string, unknown>[]> {
  return yield* sqlRows(query);
}

/** Another node's mail: a write no public page shows, which moves no stamp. */
function* queueMail(on: EngineScope): Steps<number> {
  const now = new Date();
  const mail = { to: 'x@flo.test', subject: 'Hi', text: 'Hi', kind: 'test', nextAttemptAt: now };
  return yield* changes(on.db.insert(on.tables.mailOutbox).values({ ...mail, createdAt: now }));
}

describe('data versions heard over LISTEN/NOTIFY (ADR 054)', () => {
  let reader: Engine;
  let writer: Engine;
  const stamp = () => reader.version('public_data_version');

  beforeAll(async () => {
    const url = await testDatabase({ migrated: true });
    const versions = watchDataVersions(url, { retryMs: 500 });
    await versions.ready;
    reader = postgresEngine(url, { poolSize: 2, versions });
    writer = postgresEngine(url, { poolSize: 2 });
  });
  afterAll(async () => {
    await Promise.all([reader?.close(), writer?.close()]);
  });

  it('keeps a read on one node until another node commits a public change', async () => {
    const first = stamp();
    await writer.commit(addCity, 'kept-one');
    await vi.waitFor(() => expect(stamp()).not.toBe(first));
    expect(await runKept(reader, 'cities', cityCount)).toBe(1);
    const before = runs;
    expect(await runKept(reader, 'cities', cityCount)).toBe(1);
    expect(runs).toBe(before);

    const heard = stamp();
    await writer.commit(queueMail);
    await writer.commit(addCity, 'kept-two');
    await vi.waitFor(() => expect(stamp()).not.toBe(heard));
    expect(await runKept(reader, 'cities', cityCount)).toBe(2);
    expect(runs).toBe(before + 1);
  });

  it('hears only committed changes: a rolled-back write moves nothing', async () => {
    const heard = stamp();
    await expect(
      writer.commit(function* (on) {
        yield* renameCity(on, 'kept-one', 'Renamed');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await writer.commit(queueMail);
    // The writer's next public change is heard; the rolled-back one never was.
    await writer.commit(renameCity, 'kept-two', 'Second');
    await vi.waitFor(() => expect(stamp()).not.toBe(heard));
    const [stored] = await writer.run(rawRows, sql`select stamp from public_data_version`);
    expect(stamp()).toBe(Number(stored?.stamp));
  });

  it('keeps nothing while its listener is gone, and keeps again once it is back', async () => {
    await writer.run(
      rawRows,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`,
    );
    await vi.waitFor(() => expect(stamp()).not.toBe(stamp()));
    const before = runs;
    await runKept(reader, 'cities', cityCount);
    await runKept(reader, 'cities', cityCount);
    expect(runs).toBe(before + 2);

    await vi.waitFor(() => expect(stamp()).toBe(stamp()), { timeout: 5_000 });
    await runKept(reader, 'cities', cityCount);
    const kept = runs;
    await runKept(reader, 'cities', cityCount);
    expect(runs).toBe(kept);
  });

  it('keeps nothing on an engine without a listener', async () => {
    const before = runs;
    await runKept(writer, 'cities', cityCount);
    await runKept(writer, 'cities', cityCount);
    expect(runs).toBe(before + 2);
  });
});
