import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  allRows,
  caseless,
  changedRows,
  changes,
  type EngineScope,
  epochMsNow,
  epochMsOf,
  equalsCaseless,
  idFromText,
  jsonArrayHas,
  likeAnyCase,
  row,
  rows,
  runSql,
  type Steps,
  skipLocked,
  sqlChanges,
  sqlRows,
} from '../../db/engine/index.ts';
import { describeEachEngine } from '../each-engine.ts';

const city = (slug: string, name: string, postcodeAreas: string[]) => ({
  slug,
  name,
  region: 'North West',
  postcodeAreas,
  population: 100_000,
});

function* renameCity(on: EngineScope, slug: string, name: string): Steps<number> {
  const { cities } = on.tables;
  return yield* changes(on.db.update(cities).set({ name }).where(eq(cities.slug, slug)));
}

function* renameThenFail(on: EngineScope, slug: string): Steps<never> {
  yield* renameCity(on, slug, 'Renamed');
  throw new Error('changed my mind');
}

function* citySlugs(on: EngineScope): Steps<{ slug: string; first?: string }> {
  const { cities } = on.tables;
  const all = yield* rows(on.db.select({ slug: cities.slug }).from(cities).orderBy(cities.slug));
  const first = yield* row(on.db.select({ slug: cities.slug }).from(cities).orderBy(cities.slug));
  return { slug: all.map((found) => found.slug).join(','), first: first?.slug };
}

/** The engine and its dialect functions, alike on SQLite and PostgreSQL (ADR 050). */
export const engineCases = describeEachEngine('Engine', ({ engine, connectAgain }) => {
  beforeEach(async () => {
    const { db, tables } = engine();
    await db.delete(tables.cities);
    await db
      .insert(tables.cities)
      .values([
        city('bolton', 'bolton', ['BL']),
        city('altrincham', 'Altrincham', ['WA']),
        city('stockport', 'Stockport', ['SK', 'M']),
      ]);
  });

  it('awaits query builders on its own tables, with the same JavaScript values', async () => {
    const { db, tables } = engine();
    const [stockport] = await db
      .select({ postcodeAreas: tables.cities.postcodeAreas, population: tables.cities.population })
      .from(tables.cities)
      .where(eq(tables.cities.slug, 'stockport'));
    expect(stockport).toEqual({ postcodeAreas: ['SK', 'M'], population: 100_000 });
    const changed = await db.update(tables.cities).set({ population: 1 });
    expect(changedRows(changed)).toBe(3);
  });

  it('runs a unit of work with its arguments, handing back rows, a row and changes', async () => {
    expect(await engine().run(citySlugs)).toEqual({
      slug: 'altrincham,bolton,stockport',
      first: 'altrincham',
    });
    expect(await engine().run(renameCity, 'bolton', 'Bolton')).toBe(1);
    // runNow answers at once on SQLite, for hot paths that must not yield there.
    const nowhere = engine().runNow(renameCity, 'nowhere', 'Nowhere');
    expect(nowhere instanceof Promise).toBe(engine().dialect === 'postgres');
    expect(await nowhere).toBe(0);
  });

  it('commits a unit of work whole, or nothing of it when it throws', async () => {
    expect(await engine().commit(renameCity, 'bolton', 'Bolton')).toBe(1);
    await expect(engine().commit(renameThenFail, 'stockport')).rejects.toThrow('changed my mind');
    const names = await engine()
      .db.select({ name: engine().tables.cities.name })
      .from(engine().tables.cities)
      .orderBy(asc(engine().tables.cities.slug));
    expect(names.map(({ name }) => name)).toEqual(['Altrincham', 'Bolton', 'Stockport']);
  });

  it('orders without regard to case', async () => {
    const { db, tables } = engine();
    const names = await db
      .select({ name: tables.cities.name })
      .from(tables.cities)
      .orderBy(caseless(engine(), tables.cities.name));
    expect(names.map(({ name }) => name)).toEqual(['Altrincham', 'bolton', 'Stockport']);
  });

  it('compares two texts without regard to case', async () => {
    const { db, tables } = engine();
    const found = await db
      .select({ slug: tables.cities.slug })
      .from(tables.cities)
      .where(equalsCaseless(engine(), tables.cities.name, sql`${'BOLTON'}`));
    expect(found).toEqual([{ slug: 'bolton' }]);
  });

  it('matches a LIKE pattern without regard to case, escaped characters as themselves', async () => {
    const { db, tables } = engine();
    const like = async (pattern: string) =>
      (
        await db
          .select({ slug: tables.cities.slug })
          .from(tables.cities)
          .where(likeAnyCase(engine(), tables.cities.name, pattern))
      ).map(({ slug }) => slug);
    expect(await like('%TOCK%')).toEqual(['stockport']);
    expect(await like('%l_o%')).toEqual(['bolton']);
    expect(await like('%l\\_o%')).toEqual([]);
  });

  it('finds a string in a JSON array column', async () => {
    const { db, tables } = engine();
    const found = await db
      .select({ slug: tables.cities.slug })
      .from(tables.cities)
      .where(jsonArrayHas(engine(), tables.cities.postcodeAreas, 'M'));
    expect(found).toEqual([{ slug: 'stockport' }]);
  });

  it("reads the database's clock in epoch milliseconds", async () => {
    const before = Date.now();
    const [now] = await allRows<{ at: number | string }>(
      engine(),
      sql`select ${epochMsNow(engine())} as at`,
    );
    // node-postgres answers a bigint as a string; Number() reads both.
    expect(Number(now?.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Number(now?.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('reads a timestamp column as epoch milliseconds, for arithmetic on times', async () => {
    const { db, tables } = engine();
    const { contactMessages } = tables;
    const at = new Date('2026-03-02T10:00:00.250Z');
    await db.delete(contactMessages);
    await db
      .insert(contactMessages)
      .values({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hi', createdAt: at });
    const since =
      sql<number>`${epochMsOf(engine(), contactMessages.createdAt)} - ${at.getTime() - 90_000}`.mapWith(
        Number,
      );
    const [found] = await db.select({ since }).from(contactMessages);
    expect(found?.since).toBe(90_000);
  });

  it('joins on an id held as text, matching nothing where the text is no number', async () => {
    const { db, tables } = engine();
    const { cities } = tables;
    const [bolton] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.slug, 'bolton'));
    const matched = await allRows<{ ref: string; slug: string | null }>(
      engine(),
      sql`select t.ref, c.slug from (select ${String(bolton?.id)} as ref union all select 'chat' union all select '99999999999') t
        left join cities c on c.id = ${idFromText(engine(), sql.raw('t.ref'))} order by t.ref`,
    );
    expect(matched).toEqual([
      { ref: String(bolton?.id), slug: 'bolton' },
      { ref: '99999999999', slug: null },
      { ref: 'chat', slug: null },
    ]);
  });

  it('passes over rows another connection has locked, when claiming with skipLocked', async () => {
    const { cities } = engine().tables;
    const claimable = () =>
      engine()
        .db.select({ slug: cities.slug })
        .from(cities)
        .where(
          sql`${cities.slug} in (select slug from cities order by slug ${skipLocked(engine())})`,
        )
        .orderBy(cities.slug);
    if (engine().dialect === 'sqlite') {
      // One writer at a time: nothing is locked row by row, so every row is claimable.
      expect((await claimable()).map(({ slug }) => slug)).toEqual([
        'altrincham',
        'bolton',
        'stockport',
      ]);
      return;
    }
    const other = connectAgain().db as unknown as PostgresTransactions;
    await other.transaction(async (tx) => {
      await tx.execute(sql`select slug from cities where slug = 'bolton' for update`);
      expect((await claimable()).map(({ slug }) => slug)).toEqual(['altrincham', 'stockport']);
    });
  });

  it('runs raw statements and answers their rows and changes', async () => {
    expect(
      await runSql(engine(), sql`update cities set population = 2 where slug <> 'bolton'`),
    ).toBe(2);
    const found = await allRows<{ slug: string }>(
      engine(),
      sql`select slug from cities where population = 2 order by slug`,
    );
    expect(found).toEqual([{ slug: 'altrincham' }, { slug: 'stockport' }]);
  });

  it('runs raw statements inside a unit of work, in its transaction', async () => {
    const moved = await engine().commit(populationsOfTwo);
    expect(moved).toEqual({ changed: 2, slugs: ['altrincham', 'stockport'] });
    await expect(engine().commit(populationsOfTwoThenFail)).rejects.toThrow('changed my mind');
    const kept = await allRows<{ n: number }>(
      engine(),
      sql`select population as n from cities where slug = 'bolton'`,
    );
    expect(kept.map(({ n }) => Number(n))).toEqual([100_000]);
  });
});

function* populationsOfTwo(_on: EngineScope): Steps<{ changed: number; slugs: string[] }> {
  const changed = yield* sqlChanges(sql`update cities set population = 2 where slug <> 'bolton'`);
  const found = yield* sqlRows<{ slug: string }>(
    sql`select slug from cities where population = 2 order by slug`,
  );
  return { changed, slugs: found.map(({ slug }) => slug) };
}

function* populationsOfTwoThenFail(_on: EngineScope): Steps<never> {
  yield* sqlChanges(sql`update cities set population = 3`);
  throw new Error('changed my mind');
}

/** node-postgres's drizzle, for a transaction held open across awaits. */
type PostgresTransactions = {
  transaction(
    body: (tx: { execute(query: ReturnType<typeof sql>): Promise<unknown> }) => Promise<void>,
  ): Promise<void>;
};
