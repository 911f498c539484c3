import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { type Dialect, type Engine, postgresEngine, sqliteEngine } from '../db/engine/index.ts';
import { testDatabase } from './postgres/test-database.ts';

/** What a suite written for both engines is given. */
export interface EachEngine {
  /** The suite's engine, on a migrated database of its own (set before the first test). */
  engine(): Engine;
  /** Another connection to the same database, as a second process or node would have; closed after the suite. */
  connectAgain(): Engine;
}

/**
 * Tests written once for both engines (ADR 050). `describeEachEngine` registers nothing by
 * itself: it answers a function that runs the suite on one engine, called by two one-line test
 * files beside the feature, `x.test.ts` (SQLite, in the `api` project) and `x.pg.test.ts`
 * (PostgreSQL, in `api-postgres`, whose throwaway cluster it needs). The suite gets a
 * migrated database of its own (a temp SQLite file, or a copy of the migrated template) shared
 * by its tests, which clear what they read.
 *
 * @example
 * // src/testing/engine-cases/reviews.ts
 * export const reviewCases = describeEachEngine('reviews', ({ engine }) => {
 *   it('counts none at first', async () => expect(await countReviews(engine())).toBe(0));
 * });
 * // src/reviews/repository.test.ts:     reviewCases('sqlite');
 * // src/reviews/repository.pg.test.ts:  reviewCases('postgres');
 */
export function describeEachEngine(
  name: string,
  body: (each: EachEngine) => void,
): (dialect: Dialect) => void {
  return (dialect) =>
    describe(`${name} (${dialect})`, () => {
      const opened: Engine[] = [];
      let connect: () => Engine;
      let cleanUp = () => {};
      beforeAll(async () => {
        if (dialect === 'postgres') {
          const url = await testDatabase({ migrated: true });
          connect = () => postgresEngine(url, { poolSize: 4 });
        } else {
          const dir = mkdtempSync(join(tmpdir(), 'flo-engine-'));
          connect = () => sqliteEngine(openDatabase(join(dir, 'flo.db')));
          cleanUp = () => rmSync(dir, { recursive: true, force: true });
        }
        opened.push(connect());
      });
      afterAll(async () => {
        await Promise.all(opened.map((engine) => engine.close()));
        cleanUp();
      });
      body({
        engine: () => opened[0] as Engine,
        connectAgain: () => {
          const engine = connect();
          opened.push(engine);
          return engine;
        },
      });
    });
}
