import { citySlug, DEFAULT_ADMIN_CHAT_SETTINGS } from '@flo/contract';
import { sql } from 'drizzle-orm';
import { flooringGuideRows } from '../content/guide-rows.ts';
import { insertMissingArticles } from '../content/repository.ts';
import type { Db } from '../db/client.ts';
import { runOnSqliteNow } from '../db/engine/index.ts';
import { chatSettings, cities, services } from '../db/schema.ts';
import { fillCityCoordinates } from '../geo/city-coordinates.ts';
import { UK_CITIES } from './cities.ts';
import { SERVICES } from './services.ts';

/** The chat settings row a fresh install starts with: the contract's defaults. */
export const DEFAULT_CHAT_SETTINGS_ROW = { id: 1, ...DEFAULT_ADMIN_CHAT_SETTINGS };

/**
 * What the app needs to answer even with `SEED=none`: the services table (fixed by the
 * contract), the chat settings row, the real UK cities that specialists are listed under, and
 * the flooring guides that ship with the product (added by slug, never overwritten), and the
 * coordinates of every city that has none yet (from the GB gazetteer, for nearest-city search).
 * Safe to run on every start: it never overwrites a row an admin has changed, and adds the
 * cities only while the table is empty, so a city an admin removed stays removed.
 *
 * @example
 * seedReferenceData(openDatabase('./data/flo.db'));
 */
export function seedReferenceData(db: Db): void {
  db.transaction((tx) => {
    tx.insert(services)
      .values(SERVICES.map((s) => ({ ...s })))
      .onConflictDoNothing()
      .run();
    tx.insert(chatSettings).values(DEFAULT_CHAT_SETTINGS_ROW).onConflictDoNothing().run();
    runOnSqliteNow(tx, insertMissingArticles, flooringGuideRows());
    const cityCount = tx.select({ n: sql<number>`count(*)` }).from(cities).get()?.n ?? 0;
    if (cityCount === 0) {
      tx.insert(cities)
        .values(UK_CITIES.map((c) => ({ ...c, slug: citySlug(c.name) })))
        .run();
    }
    fillCityCoordinates(tx);
  });
}
