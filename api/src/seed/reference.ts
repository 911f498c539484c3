import { citySlug, DEFAULT_ADMIN_CHAT_SETTINGS } from '@flo/contract';
import { sql } from 'drizzle-orm';
import { flooringGuideRows } from '../content/guide-rows.ts';
import { insertMissingArticles } from '../content/repository.ts';
import type { Db } from '../db/client.ts';
import { changes, type EngineScope, runOnSqliteNow, type Steps } from '../db/engine/index.ts';
import { cities } from '../db/schema.ts';
import { placeUnplacedCities } from '../geo/city-coordinates.ts';
import { UK_CITIES } from './cities.ts';
import { SERVICES } from './services.ts';

/** The chat settings row a fresh install starts with: the contract's defaults. */
export const DEFAULT_CHAT_SETTINGS_ROW = { id: 1, ...DEFAULT_ADMIN_CHAT_SETTINGS };

/**
 * What every start keeps up to date, on either engine: the services (fixed by the contract),
 * the chat settings row, the flooring guides that ship with the product (added by slug, never
 * overwritten) and the coordinates of every city that has none yet (from the GB gazetteer, for
 * nearest-city search). It never changes a row an admin has changed, so two nodes starting at
 * once may both run it.
 *
 * @example
 * await engine.commit(referenceDataUpToDate);
 */
export function* referenceDataUpToDate(on: EngineScope): Steps<void> {
  const { chatSettings, services } = on.tables;
  yield* changes(
    on.db
      .insert(services)
      .values(SERVICES.map((s) => ({ ...s })))
      .onConflictDoNothing(),
  );
  yield* changes(
    on.db.insert(chatSettings).values(DEFAULT_CHAT_SETTINGS_ROW).onConflictDoNothing(),
  );
  yield* insertMissingArticles(on, flooringGuideRows());
  yield* placeUnplacedCities(on);
}

/**
 * What the app needs to answer even with `SEED=none`: the real UK cities that specialists are
 * listed under, and `referenceDataUpToDate`. Safe to run on every start: the cities are added
 * only while the table is empty, so a city an admin removed stays removed.
 *
 * @example
 * seedReferenceData(openDatabase('./data/flo.db'));
 */
export function seedReferenceData(db: Db): void {
  db.transaction((tx) => {
    const cityCount = tx.select({ n: sql<number>`count(*)` }).from(cities).get()?.n ?? 0;
    if (cityCount === 0) {
      tx.insert(cities)
        .values(UK_CITIES.map((c) => ({ ...c, slug: citySlug(c.name) })))
        .run();
    }
    runOnSqliteNow(tx, referenceDataUpToDate);
  });
}
